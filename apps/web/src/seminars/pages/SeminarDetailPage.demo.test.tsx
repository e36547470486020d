import { describeDetailPageOnPresentedRecords } from '../../common/testing/detailPageHarness';
import { SeminarDetailPage } from './SeminarDetailPage';

await describeDetailPageOnPresentedRecords('SeminarDetailPage', SeminarDetailPage, 'seminars');
