export declare const ACCESS_COOKIE: string;
