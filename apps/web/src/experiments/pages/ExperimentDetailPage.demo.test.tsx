import { describeDetailPageOnPresentedRecords } from '../../common/testing/detailPageHarness';
import { ExperimentDetailPage } from './ExperimentDetailPage';

await describeDetailPageOnPresentedRecords('ExperimentDetailPage', ExperimentDetailPage, 'experiments');
