import { describeDetailPageOnPresentedRecords } from '../../common/testing/detailPageHarness';
import { JobDetailPage } from './JobDetailPage';

await describeDetailPageOnPresentedRecords('JobDetailPage', JobDetailPage, 'jobs');
