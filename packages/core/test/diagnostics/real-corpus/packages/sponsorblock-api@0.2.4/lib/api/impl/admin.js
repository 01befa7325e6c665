"use strict";
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.SponsorBlockAdmin = void 0;
const axios_1 = __importDefault(require("axios"));
const utils_1 = require("../utils");
const vip_1 = require("./vip");
class SponsorBlockAdmin extends vip_1.SponsorBlockVIP {
    // Admin Calls
    // 17 POST /api/addUserAsVIP
    addVIP(publicUserID, enabled) {
        return __awaiter(this, void 0, void 0, function* () {
            let res = yield axios_1.default.post('/api/warnUser', { adminUserID: this.userID, userID: publicUserID, enabled }, { baseURL: this.options.baseURL, validateStatus: null });
            // let res = await fetch(`${this.options.baseURL}/api/warnUser`, {
            // 	method: 'POST',
            // 	body: JSON.stringify({ adminUserID: this.userID, userID: publicUserID, enabled }),
            // 	headers: { 'Content-Type': 'application/json' },
            // });
            utils_1.statusCheck(res);
            // returns nothing (status code 200)
        });
    }
}
exports.SponsorBlockAdmin = SponsorBlockAdmin;
