import { z } from 'zod';

/** 学校管理员, 招生老师, 报到老师. */
export const StaffRole = z.enum(['admin', 'admissions', 'checkin']).describe('角色');
export type StaffRole = z.infer<typeof StaffRole>;

const phone = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, '请输入正确的手机号')
  .describe('手机号');
const password = z.string().min(1).max(128).describe('密码');
const newPassword = z.string().min(8, '新密码至少8位').max(128).describe('新密码');

export const login = {
  request: z.object({ orgId: z.string().trim().min(1).max(64).describe('学校'), phone, password }),
  response: z.object({ token: z.string(), mustChangePassword: z.boolean() }),
};

export const Me = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  phone: z.string(),
  role: StaffRole,
  mustChangePassword: z.boolean(),
});
export type Me = z.infer<typeof Me>;

export const me = { request: z.object({}), response: Me };
export const logout = { request: z.object({}), response: z.null() };
export const changePassword = {
  request: z.object({ oldPassword: password, newPassword }),
  response: z.null(),
};
