import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useId, useState } from 'react';
import { FIELD_KINDS, type FieldKind, isRequiredField, kindLabel } from '@domain/forms/designer';
import { canMove, SECTION_TITLE_MAX } from '@domain/forms/sections';
import type { TemplateField } from '@domain/use-cases/admissions/registration-form';
import { ErrorState, LoadingState } from '@ui/kit/load-state/states';
import { Notice } from '../shared/notice';
import { FieldSettings } from './field-settings';
import type { FormEditorVm } from './form-editor.vm';
import { FormPreview } from './form-preview';
import { MovePlansDialog } from './move-plans-dialog';

/**
 * One field: a drag handle (pointer, touch after a short press, or keyboard: Space, arrows, Space),
 * then 上移 / 下移 (the plain-button fallback) / 设置 / 删除, within and across sections.
 */
const FieldRow = observer(function FieldRow({ vm, f }: { vm: FormEditorVm; f: TemplateField }) {
  const fields = vm.design.fields;
  const cond = vm.condition(f.prop);
  const open = vm.selected === f.prop;
  const fixed = f.prop === 'name' || f.prop === 'idNumber';
  const name = f.label || f.prop;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: f.prop, attributes: { roleDescription: '可拖动排序的字段' } });
  return (
    <li
      ref={setNodeRef}
      data-field-row={f.prop}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`forms-field${open ? ' forms-field-open' : ''}${isDragging ? ' forms-field-dragging' : ''}`}
    >
      <div className="forms-field-head">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="forms-drag"
          aria-label={`拖动排序：${name}`}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <div className="forms-field-text">
          <strong>{name}</strong>
          <span className="forms-muted">
            {kindLabel(f)}
            {isRequiredField(f) ? ' · 必填' : ''}
            {cond ? ` · 当“${vm.field(cond.parent)?.label ?? cond.parent}”选“${cond.value}”时显示` : ''}
          </span>
        </div>
        <div className="forms-field-buttons">
          <Button
            size="small"
            fill="outline"
            className="staff-btn44"
            aria-label={`上移：${name}`}
            disabled={!canMove(fields, f.prop, -1)}
            onClick={() => vm.move(f.prop, -1)}
          >
            ↑
          </Button>
          <Button
            size="small"
            fill="outline"
            className="staff-btn44"
            aria-label={`下移：${name}`}
            disabled={!canMove(fields, f.prop, 1)}
            onClick={() => vm.move(f.prop, 1)}
          >
            ↓
          </Button>
          <Button
            size="small"
            fill="outline"
            color="primary"
            className="staff-btn44"
            aria-expanded={open}
            aria-label={`设置：${name}`}
            onClick={() => vm.select(f.prop)}
          >
            设置
          </Button>
          {fixed ? null : (
            <Button
              size="small"
              fill="outline"
              color="danger"
              className="staff-btn44"
              aria-label={`删除：${name}`}
              onClick={() => vm.remove(f.prop)}
            >
              删除
            </Button>
          )}
        </div>
      </div>
      {open ? <FieldSettings vm={vm} field={f} /> : null}
    </li>
  );
});

const labelOf = (vm: FormEditorVm, id: string | number) => {
  const f = vm.field(String(id));
  return f ? f.label || f.prop : String(id);
};

/** What a screen reader hears while dragging (dnd-kit's live region), in Chinese. */
const dragAccessibility = (vm: FormEditorVm) => ({
  screenReaderInstructions: {
    draggable: '按空格键或回车键拿起字段，用上下方向键移动，再按空格键或回车键放下，按 Esc 取消。',
  },
  announcements: {
    onDragStart: ({ active }: { active: { id: string | number } }) => `已拿起字段“${labelOf(vm, active.id)}”`,
    onDragOver: ({
      active,
      over,
    }: {
      active: { id: string | number };
      over: { id: string | number } | null;
    }) =>
      !over
        ? '不在字段列表上'
        : over.id === active.id
          ? `字段“${labelOf(vm, active.id)}”在原来的位置`
          : `字段“${labelOf(vm, active.id)}”移到“${labelOf(vm, over.id)}”的位置`,
    onDragEnd: ({
      active,
      over,
    }: {
      active: { id: string | number };
      over: { id: string | number } | null;
    }) =>
      over ? `字段“${labelOf(vm, active.id)}”已放到“${labelOf(vm, over.id)}”的位置` : '已放下，顺序未变',
    onDragCancel: ({ active }: { active: { id: string | number } }) =>
      `已取消，字段“${labelOf(vm, active.id)}”回到原位`,
  },
});

/**
 * The fields by 分组 (section): each section's title, then its fields; 添加分组 below. One drag and
 * drop context over every section, so a field can be dragged within its section or into another.
 */
const FieldList = observer(function FieldList({ vm }: { vm: FormEditorVm }) {
  const sections = vm.sections;
  const many = sections.length > 1;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // A phone: a short press on the handle picks the field up, so a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const end = ({ active, over }: DragEndEvent) => {
    if (over) vm.drop(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={dragAccessibility(vm)}
    >
      <div className="forms-sections">
        {sections.map((s, i) => (
          <SectionBlock key={i} vm={vm} index={i} title={s.title} many={many}>
            {s.fields.length ? (
              <SortableContext items={s.fields.map((f) => f.prop)} strategy={verticalListSortingStrategy}>
                <ol className="forms-fields" aria-label={many ? `字段列表：分组 ${i + 1}` : '字段列表'}>
                  {s.fields.map((f) => (
                    <FieldRow key={f.prop} vm={vm} f={f} />
                  ))}
                </ol>
              </SortableContext>
            ) : (
              <p className="forms-muted">此分组还没有字段，下面添加的字段将放入此分组。</p>
            )}
          </SectionBlock>
        ))}
      </div>
    </DndContext>
  );
});

const SectionBlock = observer(function SectionBlock({
  vm,
  index,
  title,
  many,
  children,
}: {
  vm: FormEditorVm;
  index: number;
  title: string;
  many: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="forms-section">
      <div className="forms-section-head">
        <label htmlFor={`${id}-t`}>分组 {index + 1} 标题</label>
        <input
          id={`${id}-t`}
          className="staff-input forms-input"
          value={title}
          maxLength={SECTION_TITLE_MAX}
          placeholder={many ? '' : '选填：只有一个分组时不显示标题'}
          onChange={(e) => vm.setSectionTitle(index, e.target.value)}
        />
        {index > 0 ? (
          <Button
            size="small"
            fill="outline"
            color="danger"
            className="staff-btn44"
            aria-label={`删除分组 ${index + 1}（字段并入上一分组）`}
            onClick={() => vm.removeSection(index)}
          >
            删除分组
          </Button>
        ) : null}
      </div>
      {children}
    </div>
  );
});

const AddField = observer(function AddField({ vm }: { vm: FormEditorVm }) {
  const id = useId();
  const [kind, setKind] = useState<FieldKind>('text');
  return (
    <div className="forms-add">
      <label htmlFor={id}>题型</label>
      <select
        id={id}
        className="staff-input forms-input"
        value={kind}
        onChange={(e) => setKind(e.target.value as FieldKind)}
      >
        {FIELD_KINDS.map((k) => (
          <option key={k.kind} value={k.kind}>
            {k.label}
          </option>
        ))}
      </select>
      <Button color="primary" fill="outline" className="staff-btn44" onClick={() => vm.addField(kind)}>
        添加字段
      </Button>
      <Button fill="outline" className="staff-btn44" onClick={vm.addSection}>
        添加分组
      </Button>
    </div>
  );
});

const Versions = observer(function Versions({ vm }: { vm: FormEditorVm }) {
  return (
    <section className="forms-versions" aria-labelledby="forms-versions-title">
      <h2 id="forms-versions-title" className="staff-subtitle">
        已发布版本
      </h2>
      {vm.versions.length ? (
        <ol className="forms-version-list">
          {[...vm.versions].reverse().map((v) => (
            <li key={v.version}>
              第{v.version}版 · {v.publishedAt.slice(0, 16).replace('T', ' ')} 发布 · {v.fields.length} 个字段
            </li>
          ))}
        </ol>
      ) : (
        <p className="forms-muted">
          尚未发布。发布后的版本不可修改，已提交的报名始终按提交时的版本显示和导出。
        </p>
      )}
    </section>
  );
});

/** 报名表设计: name, fields, versions and, beside them from 1024 px (a 预览 tab on a phone), the preview. */
export const FormDesigner = observer(function FormDesigner({
  vm,
  onBack,
}: {
  vm: FormEditorVm;
  onBack: () => void;
}) {
  const nameId = useId();
  if (vm.status === 'loading') return <LoadingState onRetry={() => void vm.load()} />;
  if (vm.status === 'error')
    return <ErrorState text={vm.error ?? ''} onRetry={() => void vm.load()} home={false} />;
  const problems = vm.problems;
  return (
    <div className="forms-designer">
      <div className="forms-toolbar">
        <h2 className="staff-subtitle staff-grow">{vm.title}</h2>
        <Button size="small" fill="outline" className="staff-btn44" onClick={onBack}>
          返回列表
        </Button>
        <Button
          size="small"
          fill="outline"
          color="primary"
          className="staff-btn44"
          disabled={vm.busy}
          onClick={() => void vm.save()}
        >
          保存草稿
        </Button>
        <Button
          size="small"
          color="primary"
          className="staff-btn44"
          disabled={vm.busy}
          onClick={() => void vm.publish()}
        >
          发布新版本
        </Button>
      </div>
      <Notice vm={vm} />
      <MovePlansDialog vm={vm} />
      <div className="forms-tabs" role="group" aria-label="编辑或预览">
        <button
          type="button"
          className="forms-tab"
          aria-pressed={vm.pane === 'edit'}
          onClick={() => vm.setPane('edit')}
        >
          编辑
        </button>
        <button
          type="button"
          className="forms-tab"
          aria-pressed={vm.pane === 'preview'}
          onClick={() => vm.setPane('preview')}
        >
          预览
        </button>
      </div>
      <div className={`forms-panes forms-show-${vm.pane}`}>
        <div className="forms-edit-pane">
          <div className="forms-setting">
            <label htmlFor={nameId}>报名表名称</label>
            <input
              id={nameId}
              className="staff-input forms-input"
              value={vm.design.name}
              maxLength={60}
              onChange={(e) => vm.setName(e.target.value)}
            />
          </div>
          <FieldList vm={vm} />
          <AddField vm={vm} />
          {problems.length ? (
            <div className="forms-problems" role="region" aria-label="需要修改">
              <strong>保存前需要修改：</strong>
              <ul>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <Versions vm={vm} />
        </div>
        <div className="forms-preview-pane">
          <FormPreview vm={vm} />
        </div>
      </div>
    </div>
  );
});
