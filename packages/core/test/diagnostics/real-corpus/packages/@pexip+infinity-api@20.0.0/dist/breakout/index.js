import { ValidationError, NonJSONResponseError } from '../errors';
import { validateBreakoutsBody, validateBreakouts200, validateBreakoutsMessageBody, validateBreakoutsMessage200, validateBreakoutsDisconnect200, validateBreakoutsEmpty200, validateBreakoutDisconnect200, validateBreakoutTransformLayoutBody, validateBreakoutTransformLayout200, validateBreakoutMuteguests200, validateBreakoutUnmuteguests200, validateBreakoutLock200, validateBreakoutUnlock200, validateBreakoutRequestGuestToken200, validateBreakoutMoveParticipantsFromMainBody, validateBreakoutMoveParticipantsFromMain200, validateBreakoutMoveParticipantsFromMain403, validateBreakoutMoveParticipantsBody, validateBreakoutMoveParticipants200, validateBreakoutMoveParticipants403, validateBreakoutCallsWebrtcParticipantBody, validateBreakoutCallsWebrtcParticipant200, validateBreakoutCallsWebrtcParticipant400, validateBreakoutCallsWebrtcParticipant403, validateBreakoutCallsWebrtcParticipant500, validateBreakoutCallsWebrtcParticipant504, validateBreakoutMuteParticipant200, validateBreakoutMuteParticipant403, validateBreakoutUnmuteParticipant200, validateBreakoutUnmuteParticipant403, validateBreakoutClientMuteParticipant200, validateBreakoutClientMuteParticipant403, validateBreakoutClientUnmuteParticipant200, validateBreakoutClientUnmuteParticipant403, validateBreakoutVideoMuteParticipant200, validateBreakoutVideoMuteParticipant403, validateBreakoutVideoUnmuteParticipant200, validateBreakoutVideoUnmuteParticipant403, validateBreakoutOverlaytextParticipantBody, validateBreakoutOverlaytextParticipant200, validateBreakoutOverlaytextParticipant403, validateBreakoutTakeFloor200, validateBreakoutTakeFloor403, validateBreakoutReleaseFloor200, validateBreakoutReleaseFloor403, validateBreakoutAckBody, validateBreakoutAck200, validateBreakoutAck403, validateBreakoutDisconnectCall200, validateBreakoutDisconnectCall403, validateBreakoutDisconnectCall502, validateBreakoutDisconnectCall503, validateBreakoutNewCandidateBody, validateBreakoutNewCandidate200, validateBreakoutNewCandidate403, validateBreakoutNewCandidate502, validateBreakoutUpdateBody, validateBreakoutUpdate200, validateBreakoutUpdate403, validateBreakoutUpdate502, validateBreakoutUpdate503, validateBreakoutUpdate520, validateBreakoutShowLiveCaptions200, validateBreakoutShowLiveCaptions403, validateBreakoutHideLiveCaptions200, validateBreakoutHideLiveCaptions403, validateBreakoutMessageConferenceBody, validateBreakoutMessageConference200, validateBreakoutUnlockParticipant200, validateBreakoutUnlockParticipant403, validateBreakoutDisconnectParticipant200, validateBreakoutDisconnectParticipant403, validateBreakoutBuzzParticipant200, validateBreakoutBuzzParticipant403, validateBreakoutClearbuzzParticipant200, validateBreakoutClearbuzzParticipant403, validateGuestLeaveBreakout200, validateHostBreakoutBuzz200, validateHostClearBreakoutBuzz200, validateBreakoutClearAllBuzz200, validateBreakoutTransferParticipantBody, validateBreakoutTransferParticipant200, validateBreakoutTransferParticipant403, validateBreakoutFeccParticipantBody, validateBreakoutFeccParticipant200, validateBreakoutFeccParticipant403, validateBreakoutSpotlightonParticipant200, validateBreakoutSpotlightonParticipant403, validateBreakoutSpotlightoffParticipant200, validateBreakoutSpotlightoffParticipant403, validateBreakoutDtmfParticipantBody, validateBreakoutDtmfParticipant200, validateBreakoutDtmfParticipant403, validateBreakoutVideoMixesCreateBody, validateBreakoutVideoMixesCreate200, validateBreakoutVideoMixesConfigureBody, validateBreakoutVideoMixesConfigure200, validateBreakoutVideoMixesDelete200, } from './validation';
export async function breakouts({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutsBody(body)) {
        throw new ValidationError(validateBreakoutsBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakouts200(data)) {
                throw new ValidationError(validateBreakouts200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutsMessage({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutsMessageBody(body)) {
        throw new ValidationError(validateBreakoutsMessageBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/message`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutsMessage200(data)) {
                throw new ValidationError(validateBreakoutsMessage200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutsDisconnect({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/disconnect`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutsDisconnect200(data)) {
                throw new ValidationError(validateBreakoutsDisconnect200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutsEmpty({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/empty`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutsEmpty200(data)) {
                throw new ValidationError(validateBreakoutsEmpty200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutDisconnect({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/disconnect`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutDisconnect200(data)) {
                throw new ValidationError(validateBreakoutDisconnect200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutTransformLayout({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutTransformLayoutBody(body)) {
        throw new ValidationError(validateBreakoutTransformLayoutBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/transform_layout`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutTransformLayout200(data)) {
                throw new ValidationError(validateBreakoutTransformLayout200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutMuteguests({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/muteguests`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutMuteguests200(data)) {
                throw new ValidationError(validateBreakoutMuteguests200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutUnmuteguests({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/unmuteguests`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutUnmuteguests200(data)) {
                throw new ValidationError(validateBreakoutUnmuteguests200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutLock({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/lock`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutLock200(data)) {
                throw new ValidationError(validateBreakoutLock200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutUnlock({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/unlock`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutUnlock200(data)) {
                throw new ValidationError(validateBreakoutUnlock200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutRequestGuestToken({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/request_guest_token`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutRequestGuestToken200(data)) {
                throw new ValidationError(validateBreakoutRequestGuestToken200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutMoveParticipantsFromMain({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutMoveParticipantsFromMainBody(body)) {
        throw new ValidationError(validateBreakoutMoveParticipantsFromMainBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/participants/breakout`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutMoveParticipantsFromMain200(data)) {
                throw new ValidationError(validateBreakoutMoveParticipantsFromMain200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutMoveParticipantsFromMain403(data)) {
                throw new ValidationError(validateBreakoutMoveParticipantsFromMain403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutMoveParticipants({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutMoveParticipantsBody(body)) {
        throw new ValidationError(validateBreakoutMoveParticipantsBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/breakout`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutMoveParticipants200(data)) {
                throw new ValidationError(validateBreakoutMoveParticipants200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutMoveParticipants403(data)) {
                throw new ValidationError(validateBreakoutMoveParticipants403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutCallsWebrtcParticipant({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutCallsWebrtcParticipantBody(body)) {
        throw new ValidationError(validateBreakoutCallsWebrtcParticipantBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/calls`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutCallsWebrtcParticipant200(data)) {
                throw new ValidationError(validateBreakoutCallsWebrtcParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 400) {
        const data = await res.text();
        if (!validateBreakoutCallsWebrtcParticipant400(data)) {
            throw new ValidationError(validateBreakoutCallsWebrtcParticipant400.errors);
        }
        return { status: res.status, data };
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutCallsWebrtcParticipant403(data)) {
                throw new ValidationError(validateBreakoutCallsWebrtcParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 500) {
        const data = await res.text();
        if (!validateBreakoutCallsWebrtcParticipant500(data)) {
            throw new ValidationError(validateBreakoutCallsWebrtcParticipant500.errors);
        }
        return { status: res.status, data };
    }
    if (res.status === 504) {
        const data = await res.text();
        if (!validateBreakoutCallsWebrtcParticipant504(data)) {
            throw new ValidationError(validateBreakoutCallsWebrtcParticipant504.errors);
        }
        return { status: res.status, data };
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutMuteParticipant({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/mute`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutMuteParticipant200(data)) {
                throw new ValidationError(validateBreakoutMuteParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutMuteParticipant403(data)) {
                throw new ValidationError(validateBreakoutMuteParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutUnmuteParticipant({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/unmute`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutUnmuteParticipant200(data)) {
                throw new ValidationError(validateBreakoutUnmuteParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutUnmuteParticipant403(data)) {
                throw new ValidationError(validateBreakoutUnmuteParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutClientMuteParticipant({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/client_mute`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutClientMuteParticipant200(data)) {
                throw new ValidationError(validateBreakoutClientMuteParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutClientMuteParticipant403(data)) {
                throw new ValidationError(validateBreakoutClientMuteParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutClientUnmuteParticipant({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/client_unmute`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutClientUnmuteParticipant200(data)) {
                throw new ValidationError(validateBreakoutClientUnmuteParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutClientUnmuteParticipant403(data)) {
                throw new ValidationError(validateBreakoutClientUnmuteParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutVideoMuteParticipant({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/video_muted`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutVideoMuteParticipant200(data)) {
                throw new ValidationError(validateBreakoutVideoMuteParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutVideoMuteParticipant403(data)) {
                throw new ValidationError(validateBreakoutVideoMuteParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutVideoUnmuteParticipant({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/video_unmuted`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutVideoUnmuteParticipant200(data)) {
                throw new ValidationError(validateBreakoutVideoUnmuteParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutVideoUnmuteParticipant403(data)) {
                throw new ValidationError(validateBreakoutVideoUnmuteParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutOverlaytextParticipant({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutOverlaytextParticipantBody(body)) {
        throw new ValidationError(validateBreakoutOverlaytextParticipantBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/overlaytext`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutOverlaytextParticipant200(data)) {
                throw new ValidationError(validateBreakoutOverlaytextParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutOverlaytextParticipant403(data)) {
                throw new ValidationError(validateBreakoutOverlaytextParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutTakeFloor({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/take_floor`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutTakeFloor200(data)) {
                throw new ValidationError(validateBreakoutTakeFloor200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutTakeFloor403(data)) {
                throw new ValidationError(validateBreakoutTakeFloor403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutReleaseFloor({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/release_floor`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutReleaseFloor200(data)) {
                throw new ValidationError(validateBreakoutReleaseFloor200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutReleaseFloor403(data)) {
                throw new ValidationError(validateBreakoutReleaseFloor403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutAck({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutAckBody(body)) {
        throw new ValidationError(validateBreakoutAckBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/calls/${encodeURIComponent(params.callUuid)}/ack`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutAck200(data)) {
                throw new ValidationError(validateBreakoutAck200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutAck403(data)) {
                throw new ValidationError(validateBreakoutAck403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutDisconnectCall({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/calls/${encodeURIComponent(params.callUuid)}/disconnect`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutDisconnectCall200(data)) {
                throw new ValidationError(validateBreakoutDisconnectCall200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutDisconnectCall403(data)) {
                throw new ValidationError(validateBreakoutDisconnectCall403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 502) {
        const data = await res.text();
        if (!validateBreakoutDisconnectCall502(data)) {
            throw new ValidationError(validateBreakoutDisconnectCall502.errors);
        }
        return { status: res.status, data };
    }
    if (res.status === 503) {
        const data = await res.text();
        if (!validateBreakoutDisconnectCall503(data)) {
            throw new ValidationError(validateBreakoutDisconnectCall503.errors);
        }
        return { status: res.status, data };
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutNewCandidate({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutNewCandidateBody(body)) {
        throw new ValidationError(validateBreakoutNewCandidateBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/calls/${encodeURIComponent(params.callUuid)}/new_candidate`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutNewCandidate200(data)) {
                throw new ValidationError(validateBreakoutNewCandidate200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutNewCandidate403(data)) {
                throw new ValidationError(validateBreakoutNewCandidate403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 502) {
        const data = await res.text();
        if (!validateBreakoutNewCandidate502(data)) {
            throw new ValidationError(validateBreakoutNewCandidate502.errors);
        }
        return { status: res.status, data };
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutUpdate({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutUpdateBody(body)) {
        throw new ValidationError(validateBreakoutUpdateBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/calls/${encodeURIComponent(params.callUuid)}/update`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutUpdate200(data)) {
                throw new ValidationError(validateBreakoutUpdate200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutUpdate403(data)) {
                throw new ValidationError(validateBreakoutUpdate403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 502) {
        const data = await res.text();
        if (!validateBreakoutUpdate502(data)) {
            throw new ValidationError(validateBreakoutUpdate502.errors);
        }
        return { status: res.status, data };
    }
    if (res.status === 503) {
        const data = await res.text();
        if (!validateBreakoutUpdate503(data)) {
            throw new ValidationError(validateBreakoutUpdate503.errors);
        }
        return { status: res.status, data };
    }
    if (res.status === 520) {
        const data = await res.text();
        if (!validateBreakoutUpdate520(data)) {
            throw new ValidationError(validateBreakoutUpdate520.errors);
        }
        return { status: res.status, data };
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutShowLiveCaptions({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/show_live_captions`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutShowLiveCaptions200(data)) {
                throw new ValidationError(validateBreakoutShowLiveCaptions200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutShowLiveCaptions403(data)) {
                throw new ValidationError(validateBreakoutShowLiveCaptions403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutHideLiveCaptions({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/hide_live_captions`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutHideLiveCaptions200(data)) {
                throw new ValidationError(validateBreakoutHideLiveCaptions200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutHideLiveCaptions403(data)) {
                throw new ValidationError(validateBreakoutHideLiveCaptions403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutMessageConference({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutMessageConferenceBody(body)) {
        throw new ValidationError(validateBreakoutMessageConferenceBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/message`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutMessageConference200(data)) {
                throw new ValidationError(validateBreakoutMessageConference200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutUnlockParticipant({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/unlock`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutUnlockParticipant200(data)) {
                throw new ValidationError(validateBreakoutUnlockParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutUnlockParticipant403(data)) {
                throw new ValidationError(validateBreakoutUnlockParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutDisconnectParticipant({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/disconnect`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutDisconnectParticipant200(data)) {
                throw new ValidationError(validateBreakoutDisconnectParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutDisconnectParticipant403(data)) {
                throw new ValidationError(validateBreakoutDisconnectParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutBuzzParticipant({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/buzz`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutBuzzParticipant200(data)) {
                throw new ValidationError(validateBreakoutBuzzParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutBuzzParticipant403(data)) {
                throw new ValidationError(validateBreakoutBuzzParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutClearbuzzParticipant({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/clearbuzz`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutClearbuzzParticipant200(data)) {
                throw new ValidationError(validateBreakoutClearbuzzParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutClearbuzzParticipant403(data)) {
                throw new ValidationError(validateBreakoutClearbuzzParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function guestLeaveBreakout({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/leavebreakout`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateGuestLeaveBreakout200(data)) {
                throw new ValidationError(validateGuestLeaveBreakout200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function hostBreakoutBuzz({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/breakoutbuzz`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateHostBreakoutBuzz200(data)) {
                throw new ValidationError(validateHostBreakoutBuzz200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function hostClearBreakoutBuzz({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/clearbreakoutbuzz`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateHostClearBreakoutBuzz200(data)) {
                throw new ValidationError(validateHostClearBreakoutBuzz200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutClearAllBuzz({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/clearallbuzz`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutClearAllBuzz200(data)) {
                throw new ValidationError(validateBreakoutClearAllBuzz200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutTransferParticipant({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutTransferParticipantBody(body)) {
        throw new ValidationError(validateBreakoutTransferParticipantBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/transfer`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutTransferParticipant200(data)) {
                throw new ValidationError(validateBreakoutTransferParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutTransferParticipant403(data)) {
                throw new ValidationError(validateBreakoutTransferParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutFeccParticipant({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutFeccParticipantBody(body)) {
        throw new ValidationError(validateBreakoutFeccParticipantBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/fecc`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutFeccParticipant200(data)) {
                throw new ValidationError(validateBreakoutFeccParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutFeccParticipant403(data)) {
                throw new ValidationError(validateBreakoutFeccParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutSpotlightonParticipant({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/spotlighton`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutSpotlightonParticipant200(data)) {
                throw new ValidationError(validateBreakoutSpotlightonParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutSpotlightonParticipant403(data)) {
                throw new ValidationError(validateBreakoutSpotlightonParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutSpotlightoffParticipant({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/spotlightoff`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutSpotlightoffParticipant200(data)) {
                throw new ValidationError(validateBreakoutSpotlightoffParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutSpotlightoffParticipant403(data)) {
                throw new ValidationError(validateBreakoutSpotlightoffParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutDtmfParticipant({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutDtmfParticipantBody(body)) {
        throw new ValidationError(validateBreakoutDtmfParticipantBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/participants/${encodeURIComponent(params.participantUuid)}/dtmf`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutDtmfParticipant200(data)) {
                throw new ValidationError(validateBreakoutDtmfParticipant200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    if (res.status === 403) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutDtmfParticipant403(data)) {
                throw new ValidationError(validateBreakoutDtmfParticipant403.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutVideoMixesCreate({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutVideoMixesCreateBody(body)) {
        throw new ValidationError(validateBreakoutVideoMixesCreateBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/video_mixes/create`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutVideoMixesCreate200(data)) {
                throw new ValidationError(validateBreakoutVideoMixesCreate200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutVideoMixesConfigure({ fetcher, init, params, body, host, }) {
    if (!validateBreakoutVideoMixesConfigureBody(body)) {
        throw new ValidationError(validateBreakoutVideoMixesConfigureBody.errors);
    }
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/video_mixes/${encodeURIComponent(params.mixName)}/configure`, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),
        headers: {
            'Content-Type': 'application/json',
        },
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutVideoMixesConfigure200(data)) {
                throw new ValidationError(validateBreakoutVideoMixesConfigure200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
export async function breakoutVideoMixesDelete({ fetcher, init, params, host, }) {
    const res = await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts/${encodeURIComponent(params.breakoutUuid)}/video_mixes/${encodeURIComponent(params.mixName)}/delete`, {
        ...init,
        method: 'post',
    });
    if (res.status === 200) {
        if (res.headers.get('content-type')?.startsWith('application/json')) {
            const data = await res.json();
            if (!validateBreakoutVideoMixesDelete200(data)) {
                throw new ValidationError(validateBreakoutVideoMixesDelete200.errors);
            }
            return {
                status: res.status,
                data: data,
            };
        }
        else {
            throw new NonJSONResponseError(res.headers.get('content-type'), await res.text());
        }
    }
    throw new Error(`Unexpected status ${res.status}`);
}
