import { describeDetailPageOnPresentedRecords } from '../../common/testing/detailPageHarness';
import { ConferenceDetailPage } from './ConferenceDetailPage';

await describeDetailPageOnPresentedRecords('ConferenceDetailPage', ConferenceDetailPage, 'conferences');
