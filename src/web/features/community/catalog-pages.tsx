import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { isSignedIn } from '../../../shared/api/user.ts';
import { abbreviateCount } from '../../../shared/community/count.ts';
import { CATALOG_SORTS, type CatalogSort, DEFAULT_CATALOG_SORT } from '../../../shared/community/ranking.ts';
import { isPremium } from '../../../shared/roles.ts';
import { href } from '../../../shared/routes.ts';
import { errorLinesOf } from '../../api/client.ts';
import { ErrorLines } from '../../components/error-lines.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { OwnSheetsNote } from '../../components/own-sheets-note.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Paging } from '../../components/paging.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { PublishForm } from '../tracks/index.ts';
import { useCatalog, useTopDesigners, useUserTracks } from './api/tracks.ts';
import { Avatar, CountIcon, Loading, pageParam, TrackCard } from './parts.tsx';
import './community.css';
import { groupDigits } from '../../../shared/number-format.ts';

const SORT_LABELS: Record<CatalogSort, string> = { new: 'New', popular: 'Popular', top: 'Top rated' };

function sortOf(value: string): CatalogSort {
  return (CATALOG_SORTS as readonly string[]).includes(value) ? (value as CatalogSort) : DEFAULT_CATALOG_SORT;
}

function CommunityNav() {
  return (
    <p className="community__nav">
      <Link to={href.tracks()}>All tracks</Link>
      <Link to={href.tracksDesigners()}>Top designers</Link>
    </p>
  );
}

/** /tracks: the catalog of community tracks; its sort is the app state's postHubFilter. */
export function TracksPage() {
  const [search] = useSearchParams();
  const page = pageParam(search);
  const sort = sortOf(useAppStore((state) => state.postHubFilter));
  const setSort = useAppStore((state) => state.setPostHubFilter);
  const signedIn = useAppStore((state) => isSignedIn(state.user));
  const premium = useAppStore((state) => isPremium(state.user?.role));
  const [publishing, setPublishing] = useState(false);
  const catalog = useCatalog(page ?? 1, sort);
  if (page === null) return <NotFoundPage />;

  return (
    <div className="page community">
      <PageHeader
        title="Community tracks"
        lead="Word lists other learners made and shared. Open one to see its words, then play it in either game."
      />
      <CommunityNav />
      {premium ? null : <OwnSheetsNote what="Publishing a list of your own" />}
      {signedIn ? (
        <section className="community__publish">
          {publishing ? (
            <PublishForm onDone={() => setPublishing(false)} />
          ) : (
            <button type="button" className="button button--primary" onClick={() => setPublishing(true)}>
              Publish one of your lists
            </button>
          )}
        </section>
      ) : null}
      <fieldset className="sort-tabs">
        <legend className="visually-hidden">Sort tracks</legend>
        {CATALOG_SORTS.map((option) => (
          <button
            key={option}
            type="button"
            className="sort-tabs__tab"
            aria-pressed={option === sort}
            onClick={() => setSort(option)}
          >
            {SORT_LABELS[option]}
          </button>
        ))}
      </fieldset>
      {catalog.isPending ? (
        <Loading what="tracks" />
      ) : catalog.isError ? (
        <ErrorLines errors={errorLinesOf(catalog.error)} />
      ) : catalog.data.tracks.length === 0 ? (
        <p className="community__empty">No tracks yet. Be the first to publish one of your lists!</p>
      ) : (
        <>
          <ul className="track-grid" data-testid="track-list">
            {catalog.data.tracks.map((track) => (
              <TrackCard key={track.id} track={track} />
            ))}
          </ul>
          <Paging
            current={catalog.data.paging.current_page}
            totalPages={catalog.data.paging.total_pages}
            hrefFor={(n) => href.tracks(n)}
          />
        </>
      )}
    </div>
  );
}

/** /tracks/designers: designers by the likes their tracks received. */
export function DesignersPage() {
  const [search] = useSearchParams();
  const page = pageParam(search);
  const designers = useTopDesigners(page ?? 1);
  if (page === null) return <NotFoundPage />;
  return (
    <div className="page community">
      <PageHeader title="Top designers" lead="The learners whose shared word lists others like most." />
      <CommunityNav />
      {designers.isPending ? (
        <Loading what="designers" />
      ) : designers.isError ? (
        <ErrorLines errors={errorLinesOf(designers.error)} />
      ) : designers.data.designers.length === 0 ? (
        <p className="community__empty">No designers yet: nobody has published a track.</p>
      ) : (
        <>
          <ol className="designer-list" data-testid="designer-list" start={(page ?? 1) * 20 - 19}>
            {designers.data.designers.map((designer) => (
              <li key={designer.uid} className="designer-row">
                <Link className="designer-row__link" to={href.tracksUser(designer.uid)}>
                  <Avatar value={designer.avatar} size={44} />
                  <span className="designer-row__name">{designer.username}</span>
                </Link>
                <span className="designer-row__stats">
                  <span>
                    <CountIcon kind="like" /> {abbreviateCount(designer.likes_sum)}
                    <span className="visually-hidden"> likes</span>
                  </span>
                  <span>
                    {designer.tracks} {designer.tracks === 1 ? 'track' : 'tracks'}
                  </span>
                </span>
              </li>
            ))}
          </ol>
          <Paging
            current={designers.data.paging.current_page}
            totalPages={designers.data.paging.total_pages}
            hrefFor={(n) => href.tracksDesigners(n)}
          />
        </>
      )}
    </div>
  );
}

/** /tracks/user/{uid}: one designer and their tracks. */
export function DesignerPage() {
  const { uid = '' } = useParams();
  const [search] = useSearchParams();
  const page = pageParam(search);
  const valid = /^[1-9]\d{0,5}$/.test(uid) && page !== null;
  const tracks = useUserTracks(Number(uid), page ?? 1);
  if (!valid) return <NotFoundPage />;
  if (tracks.error && 'status' in tracks.error && tracks.error.status === 404) return <NotFoundPage />;
  const designer = tracks.data?.designer;
  return (
    <div className="page community">
      {designer ? (
        <div className="designer-head">
          <Avatar value={designer.avatar} size={72} />
          <PageHeader
            title={designer.username}
            lead={`${designer.tracks} ${designer.tracks === 1 ? 'track' : 'tracks'} · ${groupDigits(designer.likes_sum)} ${designer.likes_sum === 1 ? 'like' : 'likes'}`}
          />
        </div>
      ) : (
        <PageHeader title="Designer" />
      )}
      <CommunityNav />
      {tracks.isPending ? (
        <Loading what="tracks" />
      ) : tracks.isError ? (
        <ErrorLines errors={errorLinesOf(tracks.error)} />
      ) : tracks.data.tracks.length === 0 ? (
        <p className="community__empty">{tracks.data.designer.username} has not published a track yet.</p>
      ) : (
        <>
          <ul className="track-grid" data-testid="track-list">
            {tracks.data.tracks.map((track) => (
              <TrackCard key={track.id} track={track} showAuthor={false} />
            ))}
          </ul>
          <Paging
            current={tracks.data.paging.current_page}
            totalPages={tracks.data.paging.total_pages}
            hrefFor={(n) => href.tracksUser(Number(uid), n)}
          />
        </>
      )}
    </div>
  );
}
