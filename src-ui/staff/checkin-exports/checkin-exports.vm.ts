import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { RosterGateway, type RosterOptions } from '@domain/roster/gateway';
import { CheckinExportsGateway, type CheckinExportFilter } from '@domain/staff/checkin-settings';
import type { DownloadedFile } from '@domain/staff/types';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';
import { type SaveFile, saveWithAnchor } from '../exports/exports.vm';

/** 报到导出: the check-in workbook and the face photos, for all students or one major or class. */
@injectable('Transient')
export class CheckinExportsVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  majors: RosterOptions['majors'] = [];
  classes: string[] = [];
  majorId = '';
  className = '';
  unmask = false;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  save: SaveFile = saveWithAnchor;
  readonly #gw: CheckinExportsGateway;
  readonly #roster: RosterGateway;

  constructor(
    @inject(CheckinExportsGateway) gw: CheckinExportsGateway,
    @inject(RosterGateway) roster: RosterGateway,
  ) {
    this.#gw = gw;
    this.#roster = roster;
    makeAutoObservable(this, { save: false }, { autoBind: true });
  }

  open(): Promise<void> {
    return runLoad(
      this,
      () => this.#roster.options(),
      (o) => {
        this.majors = o.majors;
        this.classes = o.classes;
      },
    );
  }
  setMajor(id: string) {
    this.majorId = id;
  }
  setClass(name: string) {
    this.className = name;
  }
  setUnmask(v: boolean) {
    this.unmask = v;
  }

  get filter(): CheckinExportFilter {
    return {
      ...(this.majorId ? { majorId: this.majorId } : {}),
      ...(this.className ? { className: this.className } : {}),
      ...(this.unmask ? { unmask: true } : {}),
    };
  }

  async #export(get: (f: CheckinExportFilter) => Promise<DownloadedFile>): Promise<void> {
    const filter = this.filter;
    const f = await runAction(
      this,
      () => get(filter),
      (x) => `已导出 ${x.filename}`,
    );
    if (f) this.save(f);
  }
  xlsx() {
    return this.#export((f) => this.#gw.xlsx(f));
  }
  photos() {
    return this.#export(({ unmask: _unused, ...f }) => this.#gw.photos(f));
  }
}
