<?php
// The baseline for "exports at native speed": a sequential pager written the way the
// service's documented PHP sample signs and sends (json_encode, HMAC-SHA256, POST `json`),
// paging sevu.errorlog with limit/seek until a short page, writing every attempt to a CSV
// file with fputcsv. One request in flight, like a script an operator would write.
// Usage: php php-pager.php BASE_URL CDN API_KEY SECRET PAGE_SIZE OUT.csv
// Prints one JSON line: {"rows": N, "pages": N, "seconds": S} (seconds from the first
// request to the file closed).
[$self, $base, $cdn, $key, $secret, $limit, $out] = $argv;
$limit = (int) $limit;

/**
 * One HTTP/1.1 connection kept open for the whole run (what a tuned script would do; the
 * sample's file_get_contents opens a connection per request, which makes PHP 5-8x slower
 * here and would flatter the console).
 */
function http_post($url, $body) {
    static $sock = null;
    $u = parse_url($url);
    if ($sock === null) {
        $sock = stream_socket_client('tcp://' . $u['host'] . ':' . ($u['port'] ?? 80), $errno, $errstr, 10);
        if ($sock === false) { fwrite(STDERR, "php-pager: connect failed: $errstr\n"); exit(2); }
    }
    fwrite($sock, "POST {$u['path']} HTTP/1.1\r\nHost: {$u['host']}\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        . 'Content-Length: ' . strlen($body) . "\r\nConnection: keep-alive\r\n\r\n" . $body);
    $length = null;
    $chunked = false;
    while (($line = fgets($sock)) !== false && $line !== "\r\n") {
        if (stripos($line, 'content-length:') === 0) $length = (int) trim(substr($line, 15));
        if (stripos($line, 'transfer-encoding:') === 0 && stripos($line, 'chunked') !== false) $chunked = true;
    }
    if (!$chunked) return stream_get_contents($sock, $length);
    $text = '';
    while (($size = hexdec(trim(fgets($sock)))) > 0) {
        $text .= stream_get_contents($sock, $size);
        fgets($sock);
    }
    fgets($sock);
    return $text;
}

function call_api($base, $cdn, $key, $secret, $command, $params) {
    $request = array('command' => $command, 'cdn' => (int) $cdn, 'api_key' => $key, 'timestamp' => time());
    foreach ($params as $name => $value) $request[$name] = $value;
    $json = json_encode($request);
    $request['signature'] = base64_encode(hash_hmac('sha256', $json, $secret, true));
    $text = http_post($base, http_build_query(array('json' => json_encode($request))));
    $body = json_decode($text, true);
    if (!is_array($body) || ($body['status'] ?? '') !== 'success') {
        fwrite(STDERR, "php-pager: $command failed: " . substr((string) $text, 0, 300) . "\n");
        exit(2);
    }
    return $body;
}

$columns = array('datetime', 'key', 'ip', 'app', 'appinst', 'video', 'pageurl', 'refurl', 'success', 'reason', 'server_ip');
$file = fopen($out, 'w');
fputcsv($file, $columns, ',', '"', '');
$t0 = microtime(true);
$rows = 0;
$pages = 0;
for ($seek = 0; ; $seek += $limit) {
    $body = call_api($base, $cdn, $key, $secret, 'sevu.errorlog', array('limit' => $limit, 'seek' => $seek));
    $page = $body['errors'] ?? array();
    $pages++;
    foreach ($page as $row) {
        $line = array();
        foreach ($columns as $c) $line[] = $row[$c] ?? '';
        fputcsv($file, $line, ',', '"', '');
    }
    $rows += count($page);
    if (count($page) < $limit) break;
}
fclose($file);
echo json_encode(array('rows' => $rows, 'pages' => $pages, 'seconds' => microtime(true) - $t0)), "\n";
