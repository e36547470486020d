import { describeDetailPageOnPresentedRecords } from '../../common/testing/detailPageHarness';
import { InstitutionDetailPage } from './InstitutionDetailPage';

await describeDetailPageOnPresentedRecords('InstitutionDetailPage', InstitutionDetailPage, 'institutions');
