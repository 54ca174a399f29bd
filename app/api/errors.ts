// The API client's error type and requirements §8's texts, verbatim.

export const ERROR_TEXT = {
  401: '认证失败，无法访问系统资源',
  sessionExpired: '无效的会话，或者会话已过期，请重新登录。',
  403: '当前操作没有权限',
  404: '访问资源不存在',
  unknown: '系统未知错误，请反馈给管理员',
  network: '当前网络不稳定',
  timeout: '系统接口请求超时',
  httpStatus: (status: number) => `系统接口${status}异常`,
} as const;

/** A call that did not give code 200: `code` is the envelope's (or the HTTP status for transport failures). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly kind: 'envelope' | 'network' | 'timeout' | 'http' = 'envelope',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
