#!/usr/bin/env node
'use strict';

var chunkMZ7OS7LN_js = require('./chunk-MZ7OS7LN.js');
require('./chunk-MLVA534Z.js');
var readline = require('readline');
var http = require('http');
var fs = require('fs');
var path = require('path');
var os = require('os');
var child_process = require('child_process');
var net = require('net');

function _interopNamespace(e) {
  if (e && e.__esModule) return e;
  var n = Object.create(null);
  if (e) {
    Object.keys(e).forEach(function (k) {
      if (k !== 'default') {
        var d = Object.getOwnPropertyDescriptor(e, k);
        Object.defineProperty(n, k, d.get ? d : {
          enumerable: true,
          get: function () { return e[k]; }
        });
      }
    });
  }
  n.default = e;
  return Object.freeze(n);
}

var readline__namespace = /*#__PURE__*/_interopNamespace(readline);
var http__namespace = /*#__PURE__*/_interopNamespace(http);
var fs__namespace = /*#__PURE__*/_interopNamespace(fs);
var path__namespace = /*#__PURE__*/_interopNamespace(path);
var os__namespace = /*#__PURE__*/_interopNamespace(os);
var net__namespace = /*#__PURE__*/_interopNamespace(net);

var c = {
  reset: "\x1B[0m",
  bold: "\x1B[1m",
  dim: "\x1B[2m",
  red: "\x1B[31m",
  green: "\x1B[32m",
  yellow: "\x1B[33m",
  blue: "\x1B[34m",
  magenta: "\x1B[35m",
  cyan: "\x1B[36m",
  white: "\x1B[37m",
  bgBlue: "\x1B[44m"
};
var isNoColor = !!process.env["NO_COLOR"];
function col(color, text) {
  return isNoColor ? text : `${color}${text}${c.reset}`;
}
var CONFIG_PATH = path__namespace.join(os__namespace.homedir(), ".sc-cli.json");
function loadConfig() {
  try {
    return JSON.parse(fs__namespace.readFileSync(CONFIG_PATH, "utf-8"));
  } catch {
    return {};
  }
}
function saveConfig(config) {
  fs__namespace.writeFileSync(CONFIG_PATH, JSON.stringify(config, null, 2) + "\n", "utf-8");
}
var SPINNER_FRAMES = ["\u280B", "\u2819", "\u2839", "\u2838", "\u283C", "\u2834", "\u2826", "\u2827", "\u2807", "\u280F"];
function createSpinner(message) {
  let i = 0;
  const timer = setInterval(() => {
    process.stdout.write(`\r${col(c.cyan, SPINNER_FRAMES[i % SPINNER_FRAMES.length])} ${message}`);
    i++;
  }, 80);
  return {
    stop(finalMessage) {
      clearInterval(timer);
      process.stdout.write(`\r${" ".repeat(message.length + 4)}\r`);
      if (finalMessage) console.log(finalMessage);
    }
  };
}
function formatDuration(ms) {
  const totalSec = Math.floor(ms / 1e3);
  const min = Math.floor(totalSec / 60);
  const sec = totalSec % 60;
  return `${min}:${sec.toString().padStart(2, "0")}`;
}
function formatNumber(n) {
  if (n == null) return "-";
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)}K`;
  return n.toString();
}
function truncate(s, max) {
  return s.length > max ? s.slice(0, max - 1) + "\u2026" : s;
}
function padRight(s, len) {
  return s.length >= len ? s : s + " ".repeat(len - s.length);
}
function prompt(question) {
  const rl = readline__namespace.createInterface({ input: process.stdin, output: process.stdout });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer.trim());
    });
  });
}
function die(msg) {
  console.error(`
${col(c.red, "\u2716")} ${msg}`);
  process.exit(1);
}
function getClient(config) {
  if (!config.clientId || !config.clientSecret) {
    die("Not configured. Run `sc-cli auth` first.");
  }
  const client = new chunkMZ7OS7LN_js.SoundCloudClient({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUri: "http://localhost:8976/callback"
  });
  if (config.token) {
    client.setToken(config.token, config.refreshToken);
  }
  return client;
}
async function ensureToken(client, config) {
  if (client.accessToken) return;
  const spinner = createSpinner("Getting client token\u2026");
  try {
    const token = await client.auth.getClientToken();
    client.setToken(token.access_token);
    config.token = token.access_token;
    saveConfig(config);
    spinner.stop();
  } catch (err) {
    spinner.stop();
    die(`Failed to get token: ${err instanceof Error ? err.message : String(err)}`);
  }
}
function parseArgs(argv) {
  const args = argv.slice(2);
  const positional = [];
  const flags = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith("--")) {
      const eqIdx = arg.indexOf("=");
      if (eqIdx > -1) {
        flags[arg.slice(2, eqIdx)] = arg.slice(eqIdx + 1);
      } else {
        flags[arg.slice(2)] = true;
      }
    } else {
      positional.push(arg);
    }
  }
  const command = positional.shift() ?? "help";
  return { command, positional, flags };
}
async function cmdAuth() {
  console.log(`
${col(c.bold + c.cyan, "\u26A1 SoundCloud CLI Setup")}
`);
  const clientId = await prompt(`${col(c.yellow, "?")} Client ID: `);
  if (!clientId) die("Client ID is required.");
  const clientSecret = await prompt(`${col(c.yellow, "?")} Client Secret: `);
  if (!clientSecret) die("Client Secret is required.");
  const spinner = createSpinner("Verifying credentials\u2026");
  try {
    const client = new chunkMZ7OS7LN_js.SoundCloudClient({ clientId, clientSecret });
    const token = await client.auth.getClientToken();
    spinner.stop(`${col(c.green, "\u2714")} Credentials verified!`);
    const config = { clientId, clientSecret, token: token.access_token };
    saveConfig(config);
    console.log(`${col(c.dim, `  Config saved to ${CONFIG_PATH}`)}`);
  } catch (err) {
    spinner.stop();
    die(`Invalid credentials: ${err instanceof Error ? err.message : String(err)}`);
  }
}
async function cmdLogin() {
  const config = loadConfig();
  if (!config.clientId || !config.clientSecret) {
    die("Not configured. Run `sc-cli auth` first.");
  }
  const verifier = chunkMZ7OS7LN_js.generateCodeVerifier();
  const challenge = await chunkMZ7OS7LN_js.generateCodeChallenge(verifier);
  const client = new chunkMZ7OS7LN_js.SoundCloudClient({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUri: "http://localhost:8976/callback"
  });
  const authUrl = client.auth.getAuthorizationUrl({
    state: "cli-login",
    codeChallenge: challenge
  });
  console.log(`
${col(c.bold + c.cyan, "\u26A1 SoundCloud OAuth Login")}
`);
  console.log(`${col(c.yellow, "\u2192")} Open this URL in your browser:
`);
  console.log(`  ${col(c.blue, authUrl)}
`);
  const openCmd = process.platform === "darwin" ? "open" : process.platform === "win32" ? "start" : "xdg-open";
  try {
    const { exec: cpExec } = await import('child_process');
    cpExec(`${openCmd} "${authUrl}"`);
  } catch {
  }
  console.log(`${col(c.dim, "  Waiting for callback on http://localhost:8976/callback \u2026")}
`);
  const code = await new Promise((resolve, reject) => {
    const server = http__namespace.createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost:8976");
      const authCode = url.searchParams.get("code");
      if (authCode) {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<html><body><h2>\u2705 Authenticated! You can close this tab.</h2></body></html>");
        server.close();
        resolve(authCode);
      } else {
        res.writeHead(400, { "Content-Type": "text/html" });
        res.end("<html><body><h2>\u274C No code received.</h2></body></html>");
        server.close();
        reject(new Error("No authorization code received"));
      }
    });
    server.listen(8976);
    server.on("error", reject);
  });
  const spinner = createSpinner("Exchanging code for token\u2026");
  try {
    const token = await client.auth.getUserToken(code, verifier);
    spinner.stop(`${col(c.green, "\u2714")} Logged in successfully!`);
    config.token = token.access_token;
    config.refreshToken = token.refresh_token;
    saveConfig(config);
    console.log(`${col(c.dim, `  Config saved to ${CONFIG_PATH}`)}`);
  } catch (err) {
    spinner.stop();
    die(`Login failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
async function cmdSearch(args) {
  if (args.flags["help"]) {
    console.log(`
${col(c.bold, "Usage:")} sc-cli search <query> [--json]

${col(c.bold, "Examples:")}
  sc-cli search "lofi hip hop"
  sc-cli search deadmau5 --json
`);
    return;
  }
  const query = args.positional.join(" ");
  if (!query) die("Usage: sc-cli search <query>");
  const config = loadConfig();
  const client = getClient(config);
  await ensureToken(client, config);
  const spinner = createSpinner(`Searching "${query}"\u2026`);
  const results = await client.search.tracks(query);
  spinner.stop();
  if (args.flags["json"]) {
    console.log(JSON.stringify(results.collection, null, 2));
    return;
  }
  if (!results.collection.length) {
    console.log(`
${col(c.yellow, "No results found.")}`);
    return;
  }
  console.log(`
${col(c.bold + c.cyan, `\u26A1 Search results for "${query}"`)}
`);
  console.log(
    `  ${col(c.dim, padRight("#", 4))}${col(c.dim, padRight("Title", 40))}${col(c.dim, padRight("Artist", 24))}${col(c.dim, padRight("Duration", 10))}${col(c.dim, "Plays")}`
  );
  console.log(`  ${col(c.dim, "\u2500".repeat(90))}`);
  results.collection.forEach((track, i) => {
    const num = padRight(`${i + 1}`, 4);
    const title = padRight(truncate(track.title ?? "Untitled", 38), 40);
    const artist = padRight(truncate(track.user?.username ?? "Unknown", 22), 24);
    const duration = padRight(formatDuration(track.duration ?? 0), 10);
    const plays = formatNumber(track.playback_count);
    console.log(`  ${col(c.dim, num)}${col(c.white, title)}${col(c.magenta, artist)}${col(c.yellow, duration)}${col(c.green, plays)}`);
  });
  console.log();
}
async function cmdTrack(args) {
  if (args.flags["help"]) {
    console.log(`
${col(c.bold, "Usage:")} sc-cli track <id> [--json]

${col(c.bold, "Examples:")}
  sc-cli track 123456
  sc-cli track 123456 --json
`);
    return;
  }
  const id = args.positional[0];
  if (!id) die("Usage: sc-cli track <id>");
  const config = loadConfig();
  const client = getClient(config);
  await ensureToken(client, config);
  const spinner = createSpinner("Fetching track\u2026");
  const track = await client.tracks.getTrack(id);
  spinner.stop();
  if (args.flags["json"]) {
    console.log(JSON.stringify(track, null, 2));
    return;
  }
  console.log(`
${col(c.bold + c.cyan, "\u26A1 Track Details")}
`);
  console.log(`  ${col(c.dim, "Title:")}     ${col(c.bold + c.white, track.title ?? "Untitled")}`);
  console.log(`  ${col(c.dim, "Artist:")}    ${col(c.magenta, track.user?.username ?? "Unknown")}`);
  console.log(`  ${col(c.dim, "Duration:")}  ${col(c.yellow, formatDuration(track.duration ?? 0))}`);
  console.log(`  ${col(c.dim, "Plays:")}     ${col(c.green, formatNumber(track.playback_count))}`);
  console.log(`  ${col(c.dim, "Likes:")}     ${col(c.green, formatNumber(track.favoritings_count))}`);
  console.log(`  ${col(c.dim, "Genre:")}     ${track.genre ?? "-"}`);
  console.log(`  ${col(c.dim, "Created:")}   ${track.created_at ?? "-"}`);
  console.log(`  ${col(c.dim, "URL:")}       ${col(c.blue, track.permalink_url ?? "-")}`);
  console.log();
}
async function cmdUser(args) {
  if (args.flags["help"]) {
    console.log(`
${col(c.bold, "Usage:")} sc-cli user <id> [--json]

${col(c.bold, "Examples:")}
  sc-cli user 123456
`);
    return;
  }
  const id = args.positional[0];
  if (!id) die("Usage: sc-cli user <id>");
  const config = loadConfig();
  const client = getClient(config);
  await ensureToken(client, config);
  const spinner = createSpinner("Fetching user\u2026");
  const user = await client.users.getUser(id);
  spinner.stop();
  if (args.flags["json"]) {
    console.log(JSON.stringify(user, null, 2));
    return;
  }
  console.log(`
${col(c.bold + c.cyan, "\u26A1 User Profile")}
`);
  console.log(`  ${col(c.dim, "Username:")}   ${col(c.bold + c.white, user.username ?? "Unknown")}`);
  console.log(`  ${col(c.dim, "Followers:")}  ${col(c.green, formatNumber(user.followers_count))}`);
  console.log(`  ${col(c.dim, "Following:")}  ${col(c.green, formatNumber(user.followings_count))}`);
  console.log(`  ${col(c.dim, "Tracks:")}     ${col(c.yellow, formatNumber(user.track_count))}`);
  console.log(`  ${col(c.dim, "City:")}       ${user.city ?? "-"}`);
  console.log(`  ${col(c.dim, "URL:")}        ${col(c.blue, user.permalink_url ?? "-")}`);
  console.log();
}
async function cmdPlaylist(args) {
  if (args.flags["help"]) {
    console.log(`
${col(c.bold, "Usage:")} sc-cli playlist <id> [--json]

${col(c.bold, "Examples:")}
  sc-cli playlist 123456
`);
    return;
  }
  const id = args.positional[0];
  if (!id) die("Usage: sc-cli playlist <id>");
  const config = loadConfig();
  const client = getClient(config);
  await ensureToken(client, config);
  const spinner = createSpinner("Fetching playlist\u2026");
  const playlist = await client.playlists.getPlaylist(id);
  spinner.stop();
  if (args.flags["json"]) {
    console.log(JSON.stringify(playlist, null, 2));
    return;
  }
  console.log(`
${col(c.bold + c.cyan, "\u26A1 Playlist")}
`);
  console.log(`  ${col(c.dim, "Title:")}    ${col(c.bold + c.white, playlist.title ?? "Untitled")}`);
  console.log(`  ${col(c.dim, "By:")}       ${col(c.magenta, playlist.user?.username ?? "Unknown")}`);
  console.log(`  ${col(c.dim, "Tracks:")}   ${playlist.track_count ?? 0}`);
  console.log(`  ${col(c.dim, "Duration:")} ${col(c.yellow, formatDuration(playlist.duration ?? 0))}`);
  console.log(`  ${col(c.dim, "URL:")}      ${col(c.blue, playlist.permalink_url ?? "-")}`);
  if (playlist.tracks?.length) {
    console.log(`
  ${col(c.bold, "Track listing:")}
`);
    playlist.tracks.forEach((track, i) => {
      const num = padRight(`${i + 1}.`, 5);
      const title = truncate(track.title ?? "Untitled", 45);
      const dur = formatDuration(track.duration ?? 0);
      console.log(`  ${col(c.dim, num)}${title} ${col(c.dim, `(${dur})`)}`);
    });
  }
  console.log();
}
async function cmdStream(args) {
  if (args.flags["help"]) {
    console.log(`
${col(c.bold, "Usage:")} sc-cli stream <id> [--json]

${col(c.bold, "Examples:")}
  sc-cli stream 123456
`);
    return;
  }
  const id = args.positional[0];
  if (!id) die("Usage: sc-cli stream <id>");
  const config = loadConfig();
  const client = getClient(config);
  await ensureToken(client, config);
  const spinner = createSpinner("Getting stream URLs\u2026");
  const streams = await client.tracks.getStreams(id);
  spinner.stop();
  if (args.flags["json"]) {
    console.log(JSON.stringify(streams, null, 2));
    return;
  }
  console.log(`
${col(c.bold + c.cyan, "\u26A1 Stream URLs")}
`);
  const entries = Object.entries(streams).filter(([, v]) => v);
  if (!entries.length) {
    console.log(`  ${col(c.yellow, "No stream URLs available.")}`);
  } else {
    for (const [key, url] of entries) {
      const label = key.replace(/_url$/, "").replace(/_/g, " ").toUpperCase();
      console.log(`  ${col(c.dim, padRight(label + ":", 28))}${col(c.blue, String(url))}`);
    }
  }
  console.log();
}
async function cmdResolve(args) {
  if (args.flags["help"]) {
    console.log(`
${col(c.bold, "Usage:")} sc-cli resolve <url> [--json]

${col(c.bold, "Examples:")}
  sc-cli resolve https://soundcloud.com/artist/track
`);
    return;
  }
  const url = args.positional[0];
  if (!url) die("Usage: sc-cli resolve <url>");
  const config = loadConfig();
  const client = getClient(config);
  await ensureToken(client, config);
  const spinner = createSpinner("Resolving URL\u2026");
  const result = await client.resolve.resolveUrl(url);
  spinner.stop();
  if (args.flags["json"]) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  console.log(`
${col(c.green, "\u2714")} Resolved:
`);
  if (typeof result === "string") {
    console.log(`  ${col(c.blue, result)}`);
  } else {
    console.log(JSON.stringify(result, null, 2));
  }
  console.log();
}
async function cmdMe(args) {
  if (args.flags["help"]) {
    console.log(`
${col(c.bold, "Usage:")} sc-cli me [--json]

Shows the authenticated user's profile. Requires \`sc-cli login\` first.
`);
    return;
  }
  const config = loadConfig();
  const client = getClient(config);
  if (!client.accessToken) {
    die("Not logged in. Run `sc-cli login` first.");
  }
  const spinner = createSpinner("Fetching profile\u2026");
  const me = await client.me.getMe();
  spinner.stop();
  if (args.flags["json"]) {
    console.log(JSON.stringify(me, null, 2));
    return;
  }
  console.log(`
${col(c.bold + c.cyan, "\u26A1 Your Profile")}
`);
  console.log(`  ${col(c.dim, "Username:")}   ${col(c.bold + c.white, me.username ?? "Unknown")}`);
  console.log(`  ${col(c.dim, "Followers:")}  ${col(c.green, formatNumber(me.followers_count))}`);
  console.log(`  ${col(c.dim, "Following:")}  ${col(c.green, formatNumber(me.followings_count))}`);
  console.log(`  ${col(c.dim, "Tracks:")}     ${col(c.yellow, formatNumber(me.track_count))}`);
  console.log(`  ${col(c.dim, "City:")}       ${me.city ?? "-"}`);
  console.log(`  ${col(c.dim, "Plan:")}       ${me.quota?.unlimited_upload_quota ? "Pro" : "Free"}`);
  console.log(`  ${col(c.dim, "URL:")}        ${col(c.blue, me.permalink_url ?? "-")}`);
  console.log();
}
async function cmdLikes(args) {
  if (args.flags["help"]) {
    console.log(`
${col(c.bold, "Usage:")} sc-cli likes [--json]

Shows your liked tracks. Requires \`sc-cli login\` first.
`);
    return;
  }
  const config = loadConfig();
  const client = getClient(config);
  if (!client.accessToken) {
    die("Not logged in. Run `sc-cli login` first.");
  }
  const spinner = createSpinner("Fetching likes\u2026");
  const likes = await client.me.getLikesTracks(20);
  spinner.stop();
  if (args.flags["json"]) {
    console.log(JSON.stringify(likes.collection, null, 2));
    return;
  }
  if (!likes.collection.length) {
    console.log(`
${col(c.yellow, "No liked tracks.")}`);
    return;
  }
  console.log(`
${col(c.bold + c.cyan, "\u26A1 Your Liked Tracks")}
`);
  console.log(
    `  ${col(c.dim, padRight("#", 4))}${col(c.dim, padRight("Title", 40))}${col(c.dim, padRight("Artist", 24))}${col(c.dim, "Duration")}`
  );
  console.log(`  ${col(c.dim, "\u2500".repeat(80))}`);
  likes.collection.forEach((track, i) => {
    const num = padRight(`${i + 1}`, 4);
    const title = padRight(truncate(track.title ?? "Untitled", 38), 40);
    const artist = padRight(truncate(track.user?.username ?? "Unknown", 22), 24);
    const duration = formatDuration(track.duration ?? 0);
    console.log(`  ${col(c.dim, num)}${col(c.white, title)}${col(c.magenta, artist)}${col(c.yellow, duration)}`);
  });
  console.log();
}
var isWindows = process.platform === "win32";
function detectPlayer() {
  const candidates = isWindows ? ["mpv", "ffplay"] : ["mpv", "ffplay", "afplay"];
  const whichCmd = isWindows ? "where.exe" : "command -v";
  for (const bin of candidates) {
    try {
      child_process.execSync(`${whichCmd} ${bin}`, { stdio: "ignore" });
      return bin;
    } catch {
    }
  }
  return null;
}
var mpvSocketPath = isWindows ? "\\\\.\\pipe\\sc-cli-mpv" : path__namespace.join(os__namespace.tmpdir(), "sc-cli-mpv.sock");
function playerArgs(bin, filePath) {
  switch (bin) {
    case "mpv":
      return ["--no-video", "--no-terminal", `--input-ipc-server=${mpvSocketPath}`, filePath];
    case "ffplay":
      return ["-nodisp", "-autoexit", "-loglevel", "quiet", filePath];
    case "afplay":
      return [filePath];
    default:
      return [filePath];
  }
}
async function cmdPlay(args) {
  if (args.flags["help"]) {
    console.log(`
${col(c.bold, "Usage:")} sc-cli play <id> [--url] [--json]

Play a SoundCloud track in your terminal.

${col(c.bold, "Options:")}
  ${col(c.yellow, "--url")}     Print the best stream URL and exit
  ${col(c.yellow, "--json")}    Print raw stream URLs JSON and exit

${col(c.bold, "Examples:")}
  sc-cli play 123456
  sc-cli play 123456 --url
`);
    return;
  }
  const id = args.positional[0];
  if (!id) die("Usage: sc-cli play <track-id>");
  const config = loadConfig();
  const client = getClient(config);
  await ensureToken(client, config);
  const spinner = createSpinner("Fetching track\u2026");
  const [track, streams] = await Promise.all([
    client.tracks.getTrack(id),
    client.tracks.getStreams(id)
  ]);
  spinner.stop();
  if (args.flags["json"]) {
    console.log(JSON.stringify(streams, null, 2));
    return;
  }
  const streamUrl = streams.http_mp3_128_url || streams.hls_mp3_128_url || streams.hls_aac_160_url || streams.preview_mp3_128_url;
  if (!streamUrl) die("No stream URL available for this track.");
  if (args.flags["url"]) {
    console.log(streamUrl);
    return;
  }
  const playerBin = detectPlayer();
  if (!playerBin) die("No audio player found. Install mpv, ffplay, or afplay.");
  const title = track.title ?? "Untitled";
  const artist = track.user?.username ?? "Unknown";
  const durationMs = track.duration ?? 0;
  const durationStr = formatDuration(durationMs);
  console.log(`
${col(c.bold + c.cyan, "\u26A1 Now Playing")}
`);
  console.log(`  ${col(c.dim, "Title:")}    ${col(c.bold + c.white, title)}`);
  console.log(`  ${col(c.dim, "Artist:")}   ${col(c.magenta, artist)}`);
  console.log(`  ${col(c.dim, "Duration:")} ${col(c.yellow, durationStr)}`);
  console.log(`  ${col(c.dim, "Player:")}   ${playerBin}
`);
  const tmpFile = path__namespace.join(os__namespace.tmpdir(), `sc-play-${id}-${Date.now()}.mp3`);
  const dlSpinner = createSpinner("Downloading stream\u2026");
  try {
    const resp = await fetch(streamUrl, {
      headers: { Authorization: `OAuth ${client.accessToken}` }
    });
    if (!resp.ok) die(`Download failed: HTTP ${resp.status}`);
    const buffer = Buffer.from(await resp.arrayBuffer());
    fs__namespace.writeFileSync(tmpFile, buffer);
  } catch (err) {
    dlSpinner.stop();
    die(`Download failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  dlSpinner.stop();
  const totalSec = Math.floor(durationMs / 1e3);
  let player = null;
  let progressTimer = null;
  let startTime = Date.now();
  const usesMpv = playerBin === "mpv";
  const restoreStdin = () => {
    if (process.stdin.isTTY) {
      process.stdin.setRawMode(false);
      process.stdin.pause();
    }
  };
  const cleanup = () => {
    if (progressTimer) {
      clearInterval(progressTimer);
      progressTimer = null;
    }
    restoreStdin();
    process.stdout.write("\n");
    if (player && !player.killed) player.kill();
    try {
      fs__namespace.unlinkSync(tmpFile);
    } catch {
    }
    if (usesMpv) try {
      fs__namespace.unlinkSync(mpvSocketPath);
    } catch {
    }
  };
  const onSigint = () => {
    cleanup();
    process.exit(0);
  };
  process.on("SIGINT", onSigint);
  return new Promise((resolve) => {
    player = child_process.spawn(playerBin, playerArgs(playerBin, tmpFile), { stdio: "ignore" });
    startTime = Date.now();
    let paused = false;
    let pausedAt = 0;
    let pauseStart = 0;
    const barWidth = 30;
    const drawProgress = () => {
      const pauseOffset = paused ? Date.now() - pauseStart : 0;
      const elapsed = Math.floor((Date.now() - startTime - pausedAt - pauseOffset) / 1e3);
      const capped = Math.min(Math.max(elapsed, 0), totalSec);
      const ratio = totalSec > 0 ? capped / totalSec : 0;
      const filled = Math.round(ratio * barWidth);
      const empty = barWidth - filled;
      const bar = "\u2588".repeat(filled) + "\u2591".repeat(empty);
      const elapsedStr = formatDuration(capped * 1e3);
      const icon = paused ? col(c.yellow, "\u23F8") : col(c.green, "\u25B6");
      process.stdout.write(`\r  ${icon} [${col(c.cyan, bar)}] ${elapsedStr} / ${durationStr} `);
    };
    drawProgress();
    progressTimer = setInterval(drawProgress, 1e3);
    const supportsPause = playerBin === "mpv" || playerBin === "ffplay" && !isWindows;
    const sendMpvCommand = (cmd) => {
      if (!usesMpv) return;
      try {
        const sock = net__namespace.createConnection(mpvSocketPath);
        sock.on("error", () => {
        });
        sock.write(JSON.stringify({ command: cmd }) + "\n");
        sock.end();
      } catch {
      }
    };
    if (process.stdin.isTTY) {
      process.stdin.setRawMode(true);
      process.stdin.resume();
      process.stdin.on("data", (key) => {
        const ch = key.toString();
        if (ch === " " && supportsPause && player && !player.killed) {
          if (usesMpv) {
            sendMpvCommand(["cycle", "pause"]);
          } else {
            if (paused) player.kill("SIGCONT");
            else player.kill("SIGSTOP");
          }
          if (paused) {
            pausedAt += Date.now() - pauseStart;
            paused = false;
          } else {
            pauseStart = Date.now();
            paused = true;
          }
          drawProgress();
        } else if (ch === "q" || ch === "") {
          if (usesMpv) sendMpvCommand(["quit"]);
          cleanup();
          process.removeListener("SIGINT", onSigint);
          process.exit(0);
        }
      });
    }
    const controlHint = supportsPause ? "[space] pause/play  [q] quit" : "[q] quit";
    console.log(`  ${col(c.dim, controlHint)}
`);
    player.on("close", () => {
      cleanup();
      process.removeListener("SIGINT", onSigint);
      console.log(`
${col(c.green, "\u2714")} Playback complete.`);
      resolve();
    });
    player.on("error", (err) => {
      cleanup();
      process.removeListener("SIGINT", onSigint);
      die(`Player error: ${err.message}`);
    });
  });
}
function showHelp() {
  console.log(`
${col(c.bold + c.cyan, "\u26A1 sc-cli")} ${col(c.dim, "\u2014 Explore the SoundCloud API from your terminal")}

${col(c.bold, "Usage:")} sc-cli <command> [options]

${col(c.bold, "Setup:")}
  ${col(c.green, "auth")}              Set up API credentials (client_id + client_secret)
  ${col(c.green, "login")}             Log in via OAuth (opens browser)

${col(c.bold, "Commands:")}
  ${col(c.green, "search")} <query>    Search tracks
  ${col(c.green, "track")}  <id>       Show track details
  ${col(c.green, "user")}   <id>       Show user profile
  ${col(c.green, "playlist")} <id>     Show playlist with track listing
  ${col(c.green, "play")}   <id>       Play a track in your terminal
  ${col(c.green, "stream")} <id>       Get stream URLs for a track
  ${col(c.green, "resolve")} <url>     Resolve a SoundCloud URL
  ${col(c.green, "me")}                Show your profile (requires login)
  ${col(c.green, "likes")}             Show your liked tracks (requires login)

${col(c.bold, "Options:")}
  ${col(c.yellow, "--json")}            Output raw JSON (works on all commands)
  ${col(c.yellow, "--help")}            Show help for a command

${col(c.bold, "Examples:")}
  ${col(c.dim, "$")} sc-cli auth
  ${col(c.dim, "$")} sc-cli search "lofi beats"
  ${col(c.dim, "$")} sc-cli play 293
  ${col(c.dim, "$")} sc-cli track 293 --json
  ${col(c.dim, "$")} sc-cli resolve https://soundcloud.com/artist/track
  ${col(c.dim, "$")} sc-cli login
  ${col(c.dim, "$")} sc-cli me

${col(c.dim, "Config:")} ${CONFIG_PATH}
${col(c.dim, "Powered by")} soundcloud-api-ts
`);
}
async function main() {
  const args = parseArgs(process.argv);
  if (args.flags["help"] && !["search", "track", "user", "playlist", "play", "stream", "resolve", "me", "likes"].includes(args.command)) {
    showHelp();
    return;
  }
  try {
    switch (args.command) {
      case "help":
        showHelp();
        break;
      case "auth":
        await cmdAuth();
        break;
      case "login":
        await cmdLogin();
        break;
      case "search":
        await cmdSearch(args);
        break;
      case "track":
        await cmdTrack(args);
        break;
      case "user":
        await cmdUser(args);
        break;
      case "playlist":
        await cmdPlaylist(args);
        break;
      case "play":
        await cmdPlay(args);
        break;
      case "stream":
        await cmdStream(args);
        break;
      case "resolve":
        await cmdResolve(args);
        break;
      case "me":
        await cmdMe(args);
        break;
      case "likes":
        await cmdLikes(args);
        break;
      default:
        console.error(`
${col(c.red, "\u2716")} Unknown command: ${args.command}`);
        showHelp();
        process.exit(1);
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    die(message);
  }
}
main();
//# sourceMappingURL=cli.js.map
//# sourceMappingURL=cli.js.map