// The accounts area's request shapes that both sides already share as types: the slider
// answer and the registration body. (The accounts routes still validate with hand-made JSON
// schemas: they are on test/server/wire-pending.json until their valibot shapes land here.)

/** The answer to a slider challenge, sent inside the login, registration and SMS bodies. */
export interface SliderAnswer {
  sliderId: string;
  x: number;
  durationMs: number;
}

/** PUT /api/member/register: the user fields of spec section 3 plus the bot check and the login flag. */
export interface RegisterBody {
  type: 'register' | 'registerMobile';
  username?: string;
  password: string;
  confirmPassword: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  recommenderId?: string;
  captchaId?: string;
  captcha?: string;
  verificationCode?: string;
  affiliateCode?: string;
  referralCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  birthday?: string;
  domain?: string;
  registerUrl?: string;
  registerMethod?: string;
  /** The terms, which include being 18 or older; the birthday, when given, is checked too. */
  termsAccepted: boolean;
  slider?: SliderAnswer;
  login?: boolean;
  deviceId?: string;
}
