import { describeDetailPageOnPresentedRecords } from '../../common/testing/detailPageHarness';
import { DataDetailPage } from './DataDetailPage';

await describeDetailPageOnPresentedRecords('DataDetailPage', DataDetailPage, 'data');
