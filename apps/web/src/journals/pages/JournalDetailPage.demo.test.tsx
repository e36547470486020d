import { describeDetailPageOnPresentedRecords } from '../../common/testing/detailPageHarness';
import { JournalDetailPage } from './JournalDetailPage';

await describeDetailPageOnPresentedRecords('JournalDetailPage', JournalDetailPage, 'journals');
