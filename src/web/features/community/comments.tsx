import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Comment } from '../../../shared/api/community.ts';
import { isSignedIn } from '../../../shared/api/user.ts';
import {
  COMMENT_ANCHOR_DELAY_MS,
  COMMENT_EDIT_WINDOW_MS,
  COMMENT_MAX,
  COMMENT_SORTS,
  type CommentSort,
  DEFAULT_COMMENT_SORT,
} from '../../../shared/community/limits.ts';
import { dayAndTime } from '../../../shared/day-format.ts';
import { errorLinesOf } from '../../api/client.ts';
import { CaptchaStep } from '../../components/captcha.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ErrorLines } from '../../components/error-lines.tsx';
import { usePublicNameStep } from '../../components/public-name.tsx';
import { useActionFlow } from '../../components/use-action-flow.ts';
import { useAppStore } from '../../state/app-store.ts';
import {
  type CommentThread,
  useComments,
  useDeleteComment,
  useEditComment,
  usePostComment,
} from './api/comments.ts';
import { Avatar } from './parts.tsx';
import { ReportButton } from './report-button.tsx';

const SORT_LABELS: Record<CommentSort, string> = { latest: 'Latest', oldest: 'Oldest', top: 'Most replies' };
const ANCHOR = /^#comment-(\d+)$/;

/** The text box of a new comment or a reply; posting runs the action flow (captcha). */
function CommentForm({
  contentId,
  parentCommentId,
  onDone,
}: {
  contentId: number;
  parentCommentId: number | null;
  onDone?: () => void;
}) {
  const [text, setText] = useState('');
  const post = usePostComment(contentId);
  const flow = useActionFlow();
  // A first comment asks for the name it is shown with (decision record 030).
  const publicName = usePublicNameStep();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (!(await publicName.save())) return;
    flow.start((captcha) =>
      post.mutate(
        { text, parentCommentId, captcha },
        {
          onSuccess: () => {
            setText('');
            onDone?.();
          },
        },
      ),
    );
  };
  const label = parentCommentId === null ? 'Your comment' : 'Your reply';
  return (
    <form className="comment-form" onSubmit={(event) => void submit(event)}>
      {publicName.field}
      <label className="field">
        <span className="field__label">{label}</span>
        <textarea
          className="field__input"
          rows={parentCommentId === null ? 3 : 2}
          maxLength={COMMENT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {post.isError ? <ErrorLines errors={errorLinesOf(post.error)} /> : null}
      <button type="submit" className="button button--primary" disabled={post.isPending || !text.trim()}>
        {post.isPending ? 'Posting…' : parentCommentId === null ? 'Post comment' : 'Post reply'}
      </button>
      {flow.captchaOpen ? <CaptchaStep onSolved={flow.solved} onCancel={flow.cancel} /> : null}
    </form>
  );
}

function CommentItem({
  comment,
  contentId,
  highlighted,
  children,
  onReply,
}: {
  comment: Comment;
  contentId: number;
  highlighted: boolean;
  children?: React.ReactNode;
  onReply?: () => void;
}) {
  const userId = useAppStore((state) => state.user?.id ?? 1);
  const signedIn = useAppStore((state) => isSignedIn(state.user));
  const mine = comment.uid === userId;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.text);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditComment(contentId);
  const remove = useDeleteComment(contentId);
  const editable = mine && Date.now() - comment.createdAt < COMMENT_EDIT_WINDOW_MS;
  return (
    <li
      id={`comment-${comment.id}`}
      className={`comment${highlighted ? ' comment--highlighted' : ''}`}
      data-testid="comment"
    >
      <div className="comment__head">
        <Avatar value={comment.avatar} size={32} />
        <span className="comment__author">{comment.username}</span>
        <span className="comment__time">
          {dayAndTime(comment.createdAt)}
          {comment.editedAt ? ' · edited' : ''}
        </span>
      </div>
      {editing ? (
        <form
          className="comment-form"
          onSubmit={(event) => {
            event.preventDefault();
            edit.mutate({ id: comment.id, text: draft }, { onSuccess: () => setEditing(false) });
          }}
        >
          <textarea
            className="field__input"
            aria-label="Edit your comment"
            rows={2}
            maxLength={COMMENT_MAX}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          {edit.isError ? <ErrorLines errors={errorLinesOf(edit.error)} /> : null}
          <div className="comment__actions">
            <button type="submit" className="button button--primary">
              Save
            </button>
            <button type="button" className="button button--ghost" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <p className="comment__text">{comment.text}</p>
      )}
      {!editing ? (
        <div className="comment__actions">
          {onReply ? (
            <button type="button" className="link-button" onClick={onReply}>
              Reply
            </button>
          ) : null}
          {editable ? (
            <button type="button" className="link-button" onClick={() => setEditing(true)}>
              Edit
            </button>
          ) : null}
          {mine ? (
            <button type="button" className="link-button" onClick={() => setConfirming(true)}>
              Delete
            </button>
          ) : null}
          {signedIn && !mine ? <ReportButton kind="comment" id={comment.id} /> : null}
        </div>
      ) : null}
      {remove.isError ? <ErrorLines errors={errorLinesOf(remove.error)} /> : null}
      {confirming ? (
        <ConfirmDialog
          title="Delete this comment?"
          message={comment.parentCommentId === null ? 'Its replies are deleted with it.' : undefined}
          confirmLabel="Delete"
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(comment.id);
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {children}
    </li>
  );
}

function Thread({
  thread,
  contentId,
  anchor,
  signedIn,
}: {
  thread: CommentThread;
  contentId: number;
  anchor: number | null;
  signedIn: boolean;
}) {
  const [replying, setReplying] = useState(false);
  return (
    <CommentItem
      comment={thread}
      contentId={contentId}
      highlighted={anchor === thread.id}
      onReply={signedIn ? () => setReplying((open) => !open) : undefined}
    >
      {thread.replies.length > 0 || replying ? (
        <ul className="comment-replies">
          {thread.replies.map((reply) => (
            <CommentItem
              key={reply.id}
              comment={reply}
              contentId={contentId}
              highlighted={anchor === reply.id}
            />
          ))}
          {replying ? (
            <li className="comment-replies__form">
              <CommentForm
                contentId={contentId}
                parentCommentId={thread.id}
                onDone={() => setReplying(false)}
              />
            </li>
          ) : null}
        </ul>
      ) : null}
    </CommentItem>
  );
}

/**
 * The comments view: sorted latest first by default, replies under their
 * parent; a link to #comment-{id} scrolls to that comment 500 ms after the comments load.
 */
export function Comments({ contentId }: { contentId: number }) {
  const [sort, setSort] = useState<CommentSort>(DEFAULT_COMMENT_SORT);
  const comments = useComments(contentId, sort);
  const signedIn = useAppStore((state) => isSignedIn(state.user));
  const setPopup = useAppStore((state) => state.setPopup);
  const { hash } = useLocation();
  const anchor = Number(ANCHOR.exec(hash)?.[1] ?? 0) || null;
  const loaded = comments.isSuccess;

  useEffect(() => {
    if (!loaded || anchor === null) return;
    const timer = window.setTimeout(() => {
      document.getElementById(`comment-${anchor}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }, COMMENT_ANCHOR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, anchor]);

  const count = comments.data?.reduce((sum, thread) => sum + 1 + thread.replies.length, 0) ?? 0;
  return (
    <section className="comments" aria-labelledby="comments-title">
      <div className="comments__head">
        <h2 id="comments-title">Comments{loaded ? ` (${count})` : ''}</h2>
        <label className="comments__sort">
          <span>Sort</span>
          <select value={sort} onChange={(event) => setSort(event.target.value as CommentSort)}>
            {COMMENT_SORTS.map((option) => (
              <option key={option} value={option}>
                {SORT_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {signedIn ? (
        <CommentForm contentId={contentId} parentCommentId={null} />
      ) : (
        <p>
          <button type="button" className="button button--ghost" onClick={() => setPopup('sign-in')}>
            Log in to comment
          </button>
        </p>
      )}
      {comments.isPending ? (
        <p className="community__loading">Loading comments…</p>
      ) : comments.isError ? (
        <ErrorLines errors={errorLinesOf(comments.error)} />
      ) : comments.data.length === 0 ? (
        <p className="community__empty">No comments yet.</p>
      ) : (
        <ul className="comment-list" data-testid="comment-list">
          {comments.data.map((thread) => (
            <Thread
              key={thread.id}
              thread={thread}
              contentId={contentId}
              anchor={anchor}
              signedIn={signedIn}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
