import { useEffect, useId, useRef, useState } from 'react';
import './rich-editor.css';

/**
 * The one rich-text editor of the staff screens (新闻公告, 计划说明): a toolbar over a contentEditable
 * area (加粗, 标题, 小标题, 列表, 链接, and 图片 when the screen takes images). Enter starts a new
 * paragraph (`<p>`), which the server's sanitizer keeps, so what the teacher sees is what parents read.
 * The HTML is sanitized by the server on save and on read; nothing here is trusted. `initial` is put
 * into the area when it is not what the editor itself last reported (a newly opened item, a saved
 * and sanitized text), so typing never resets the caret.
 */
/** The child of the editor area that holds `node` (a paragraph, heading or list). */
function topBlock(root: HTMLElement, node: Node): ChildNode | null {
  let n: Node | null = node;
  while (n && n.parentNode !== root) n = n.parentNode;
  return n === root ? null : (n as ChildNode | null);
}

export function RichEditor({
  label,
  initial,
  onChange,
  onImage,
  error,
  hint,
  inserts,
}: {
  label: string;
  initial: string;
  onChange: (html: string) => void;
  /** Uploads a picked image and answers its link (null when refused; the error is shown by the caller). Without it, no 图片 tool. */
  onImage?: ((file: File) => Promise<string | null>) | undefined;
  error?: string | undefined;
  /** A line under the area (what the text is for, what the server removes). */
  hint?: string | undefined;
  /** Text the screen offers to put in at the caret (the letter's placeholders): a button each. */
  inserts?: { name: string; text: string; label: string }[] | undefined;
}) {
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
  const id = useId();
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (area.current && initial !== reported.current) area.current.innerHTML = initial;
  }, [initial]);

  const changed = () => {
    const raw = area.current?.innerHTML ?? '';
    // Text without any tag is still markup (its &amp; is an entity): one paragraph, never read as plain text.
    const html = !raw || /<[a-z]/i.test(raw) ? raw : `<p>${raw}</p>`;
    reported.current = html;
    onChange(html);
  };
  // Enter makes <p> (not the browser's default <div>): paragraphs as the parent's page shows them.
  const paragraphs = () => {
    if (typeof document.execCommand === 'function')
      document.execCommand('defaultParagraphSeparator', false, 'p');
  };
  const keep = () => {
    const s = window.getSelection();
    if (s && s.rangeCount && area.current?.contains(s.anchorNode))
      saved.current = s.getRangeAt(0).cloneRange();
  };
  const restore = () => {
    area.current?.focus();
    const s = window.getSelection();
    if (s && saved.current) {
      s.removeAllRanges();
      s.addRange(saved.current);
    }
  };
  const run = (command: string, value?: string) => {
    restore();
    // execCommand is what every browser's contentEditable still implements; plain tags, no inline style.
    document.execCommand('styleWithCSS', false, 'false');
    document.execCommand(command, false, value);
    keep();
    changed();
  };

  /** Text at the caret (replacing a selection), or at the end of the text when the caret is elsewhere. */
  const insertText = (text: string) => {
    const root = area.current;
    if (!root) return;
    const node = document.createTextNode(text);
    const r = saved.current && root.contains(saved.current.endContainer) ? saved.current : null;
    if (r) {
      r.deleteContents();
      r.insertNode(node);
    } else {
      const last = root.lastElementChild;
      if (last && /^(P|H2|H3|LI)$/.test(last.tagName)) last.append(node);
      else root.append(node);
    }
    const after = document.createRange();
    after.setStartAfter(node);
    after.collapse(true);
    saved.current = after;
    restore();
    changed();
  };

  /** The image goes where the caret was (or at the end), in a paragraph of its own. */
  const insertImage = (url: string) => {
    const root = area.current;
    if (!root) return;
    const p = document.createElement('p');
    const img = document.createElement('img');
    img.src = url;
    img.alt = '';
    p.append(img);
    const r = saved.current;
    const block = r && root.contains(r.endContainer) ? topBlock(root, r.endContainer) : null;
    if (block) block.after(p);
    else root.append(p);
    changed();
  };

  const tools: { text: string; label: string; act: () => void }[] = [
    { text: 'B', label: '加粗', act: () => run('bold') },
    { text: 'H2', label: '大标题', act: () => run('formatBlock', '<h2>') },
    { text: 'H3', label: '小标题', act: () => run('formatBlock', '<h3>') },
    { text: '正文', label: '正文段落', act: () => run('formatBlock', '<p>') },
    { text: '•', label: '项目列表', act: () => run('insertUnorderedList') },
    { text: '1.', label: '编号列表', act: () => run('insertOrderedList') },
    { text: '链接', label: '插入链接', act: () => setLinking(true) },
    ...(onImage ? [{ text: '图片', label: '插入图片', act: () => fileInput.current?.click() }] : []),
  ];

  return (
    <div className="staff-field cms-editor">
      <span id={`${id}-label`} className="cms-editor-label">
        {label}
      </span>
      {/* One block: the format tools and the screen's insert buttons read as one toolbar frame. */}
      <div>
        <div className="cms-toolbar" role="toolbar" aria-label="正文格式">
          {tools.map((t) => (
            <button
              key={t.label}
              type="button"
              aria-label={t.label}
              title={t.label}
              // Keeps the selection in the text while the toolbar is pressed.
              onMouseDown={(e) => e.preventDefault()}
              onClick={t.act}
            >
              {t.text}
            </button>
          ))}
        </div>
        {inserts?.length ? (
          <div className="cms-toolbar" role="group" aria-label={`${label}：插入`}>
            {inserts.map((t) => (
              <button
                key={t.text}
                type="button"
                aria-label={t.name}
                title={t.name}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => insertText(t.text)}
              >
                {t.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {linking ? (
        <div className="cms-link-row">
          <label htmlFor={`${id}-href`}>链接地址</label>
          <input id={`${id}-href`} type="url" value={href} onChange={(e) => setHref(e.target.value)} />
          <button
            type="button"
            onClick={() => {
              if (/^https?:\/\/\S+$/i.test(href.trim())) run('createLink', href.trim());
              setLinking(false);
            }}
          >
            插入
          </button>
          <button type="button" onClick={() => setLinking(false)}>
            取消
          </button>
        </div>
      ) : null}
      {onImage ? (
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label="选择正文图片"
          className="cms-hidden-file"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            const url = await onImage(file);
            if (url) insertImage(url);
          }}
        />
      ) : null}
      <div
        ref={area}
        className="cms-editor-area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-err` : ''].join(' ').trim() || undefined}
        tabIndex={0}
        // The caret is kept on every input too: IME and pasted text send no key events.
        onInput={() => {
          keep();
          changed();
        }}
        onFocus={paragraphs}
        onKeyUp={keep}
        onMouseUp={keep}
        onBlur={keep}
      />
      {hint ? (
        <span id={`${id}-hint`} className="cms-editor-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-err`} className="manage-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
