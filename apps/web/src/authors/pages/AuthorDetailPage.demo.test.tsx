import { describeDetailPageOnPresentedRecords } from '../../common/testing/detailPageHarness';
import { AuthorDetailPage } from './AuthorDetailPage';

await describeDetailPageOnPresentedRecords('AuthorDetailPage', AuthorDetailPage, 'authors');
