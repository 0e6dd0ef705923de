#!/bin/sh
# Regenerates the committed live sample (docs/live.md "Media"). Needs ffmpeg; the server never does:
# it only reads these files. Run from this directory.
set -e
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc=size=320x180:rate=25:duration=4" \
  -f lavfi -i "sine=frequency=660:sample_rate=44100:duration=4" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -g 25 -keyint_min 25 -sc_threshold 0 \
  -b:v 180k -maxrate 200k -bufsize 200k -c:a aac -b:a 48k -ac 1 -shortest -f flv clip.flv
ffmpeg -hide_banner -loglevel error -y -i clip.flv -c copy -f hls -hls_time 1 -hls_list_size 0 \
  -hls_segment_filename 'seg%d.ts' /tmp/arena-live-index.m3u8
