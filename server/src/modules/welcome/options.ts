import type { Option } from '@contract/common';

const list = (pairs: string): Option[] =>
  pairs
    .trim()
    .split(/\s+/)
    .map((p) => {
      const [value, label] = p.split(':');
      return { value: value!, label: label! };
    });

/** GB 3304-1991 民族代码: the 56 ethnic groups, then 97 其他 and 98 外国血统中国籍人士. */
export const NATIONS = list(`
01:汉族 02:蒙古族 03:回族 04:藏族 05:维吾尔族 06:苗族 07:彝族 08:壮族 09:布依族 10:朝鲜族
11:满族 12:侗族 13:瑶族 14:白族 15:土家族 16:哈尼族 17:哈萨克族 18:傣族 19:黎族 20:傈僳族
21:佤族 22:畲族 23:高山族 24:拉祜族 25:水族 26:东乡族 27:纳西族 28:景颇族 29:柯尔克孜族 30:土族
31:达斡尔族 32:仫佬族 33:羌族 34:布朗族 35:撒拉族 36:毛南族 37:仡佬族 38:锡伯族 39:阿昌族 40:普米族
41:塔吉克族 42:怒族 43:乌孜别克族 44:俄罗斯族 45:鄂温克族 46:德昂族 47:保安族 48:裕固族 49:京族 50:塔塔尔族
51:独龙族 52:鄂伦春族 53:赫哲族 54:门巴族 55:珞巴族 56:基诺族 97:其他 98:外国血统中国籍人士`);

/** GB/T 4762-1984 政治面貌代码. */
export const PARTIES = list(`
01:中国共产党党员 02:中国共产党预备党员 03:中国共产主义青年团团员 04:中国国民党革命委员会会员
05:中国民主同盟盟员 06:中国民主建国会会员 07:中国民主促进会会员 08:中国农工民主党党员 09:中国致公党党员
10:九三学社社员 11:台湾民主自治同盟盟员 12:无党派民主人士 13:群众`);

/** 户口性质 (JY/T 1001 学籍数据项, after the 2014 household registration reform: 居民户口). */
export const HK_TYPES = list('1:农业户口 2:非农业户口 3:居民户口 9:其他');

/** 就读方式 (JY/T 1001). */
export const DAY_GO_TYPES = list('1:走读 2:住校');

/** 学生类别 (生源): as new-student systems of secondary and vocational schools record it. */
export const STU_TYPES = list(
  '1:应届初中毕业生 2:往届初中毕业生 3:应届高中毕业生 4:往届高中毕业生 5:退役士兵 9:其他',
);

/** The school's own lists where 报到设置 set them (学生类别 and 就读方式 differ per school), else the standard ones. */
export function schoolOptions(settings: { options?: { stuTypes?: Option[]; dayGoTypes?: Option[] } }): {
  stuTypes: Option[];
  dayGoTypes: Option[];
} {
  const o = settings.options;
  return {
    stuTypes: o?.stuTypes?.length ? o.stuTypes : STU_TYPES,
    dayGoTypes: o?.dayGoTypes?.length ? o.dayGoTypes : DAY_GO_TYPES,
  };
}
