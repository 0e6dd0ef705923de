#!/bin/sh
# Regenerates the committed live loops (docs/live.md "Media"): one 4 s scene per sport the live rooms
# have, and a talk-show studio as the default for a room without a sport, drawn with ffmpeg's lavfi
# filters (no text: the client draws titles, teams and score over the picture). Needs ffmpeg; the
# server never does: it only reads these files. Run from this directory: `./generate.sh` draws every
# scene again, `./generate.sh studio` (or football, basketball, esports) only the named ones.
#
# Every loop keeps the format the FLV pacing and the HLS playlist rely on: 320x180 25 fps H.264
# constrained baseline with a key frame each second, mono AAC, four 1 s MPEG-TS segments. Motion is
# made of functions with a 4 s period (or a divisor of it), so the loop has no seam.
set -e
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

VIDEO='-c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -g 25 -keyint_min 25 -sc_threshold 0'

# encode DIR GRAPH SEED [AMPLITUDE LOWPASS]: the scene of GRAPH (output [out]) with a murmur of pink
# noise (a crowd by default; the studio passes a quieter, lower room tone), as DIR/clip.flv and
# DIR/seg0..3.ts. Constant quality capped at 200 kbit/s: the flat drawn scenes need far less than the
# cap, so each sport's five files stay near 140 KB.
encode() {
  mkdir -p "$1"
  ffmpeg -hide_banner -loglevel error -y -filter_complex_script "$2" \
    -f lavfi -i "anoisesrc=color=pink:amplitude=${4:-0.12}:sample_rate=44100:duration=4:seed=$3,lowpass=f=${5:-1200},highpass=f=120" \
    -map '[out]' -map 0:a $VIDEO -crf 28 -maxrate 200k -bufsize 200k \
    -c:a aac -b:a 32k -ac 1 -shortest -f flv "$1/clip.flv"
  segment "$1"
}

segment() {
  ffmpeg -hide_banner -loglevel error -y -i "$1/clip.flv" -c copy -f hls -hls_time 1 -hls_list_size 0 \
    -hls_segment_filename "$1/seg%d.ts" "$work/index.m3u8"
}

# geq_graph PRE CLASS PALETTE: a geq filter that evaluates the statements PRE, then CLASS (a number
# 0..n-1 per pixel) and paints the pixel with the CLASS-th "r,g,b" of PALETTE. Whitespace is dropped,
# so the expressions below can be laid out by hand.
geq_graph() {
  pre=$(printf '%s' "$1" | tr -d ' \n')
  cls=$(printf '%s' "$2" | tr -d ' \n')
  out=''
  for ch in 1 2 3; do
    i=0
    pick=''
    close=''
    for rgb in $3; do
      pick="${pick}if(eq(ld(9),$i),$(echo "$rgb" | cut -d, -f"$ch"),"
      close="$close)"
      i=$((i + 1))
    done
    out="$out$(echo r g b | cut -d' ' -f"$ch")='$pre;st(9,$cls);${pick}0$close':"
  done
  printf 'geq=%s' "${out%:}"
}

# The still background: one frame drawn by geq, repeated for the 100 frames of the loop.
still() {
  printf 'color=c=black:s=320x180:r=25:d=0.04,format=rgb24,%s,loop=loop=99:size=1,setpts=N/25/TB,format=yuv420p' \
    "$(geq_graph "$1" "$2" "$3")"
}

# sprites: prints the overlays of moving sprites from [p0] (the still) to [out]. Reads on stdin
# "src FILTERS" (a sprite source, copied as it is), the projection "proj Y0 DEPTH FAR NEAR HALFLEN
# HALFWID" (the pitch's far edge at screen row Y0, DEPTH rows deep, FAR and NEAR half-widths in pixels,
# HALFLEN and HALFWID in metres) and then "sprite NAME MX MY W H" lines (MX, MY: ffmpeg expressions of
# t in pitch metres from the centre; the W x H sprite stands on that point).
sprites() {
  awk '
    $1 == "proj" { y0 = $2; depth = $3; far = $4; near = $5; hl = $6; hw = $7; next }
    $1 == "src" { print substr($0, 5) ";"; next }
    $1 == "sprite" {
      v = sprintf("((%s)/%s+0.5)", $4, 2 * hw)
      x = sprintf("160+(%s)/%s*(%s+%s*%s)-%s", $3, hl, far, near - far, v, $5 / 2)
      y = sprintf("%s+%s*%s-%s", y0, depth, v, $6)
      printf "[p%d][%s]overlay=x='\''%s'\'':y='\''%s'\'':shortest=1[p%d];\n", n, $2, x, y, n + 1
      n++
    }
    END { printf "[p%d]null[out]\n", n }
  '
}

# ---- football: a wide main-camera view of the whole pitch (105 x 68 m) ----
FOOT_PRE='st(1,(Y-52)/120); st(2,130+50*ld(1)); st(3,(X-160)/ld(2)*52.5); st(4,(ld(1)-0.5)*68); st(5,ld(2)/52.5)'
# 0 run-off, 1/2 mown stripes, 3 lines, 4/6 stand tiers, 5 (unused), 7/8 fans, 9 roof, 10-12 boards
FOOT_CLASS='
if(lt(Y,44),
  if(lt(Y,8), 9,
  if(lt(mod(floor(X/4)*7+floor(Y/4)*5,13),2), if(mod(floor(X/4)+floor(Y/4),2),7,8),
  if(mod(floor(Y/4),2),4,6))),
if(lt(Y,50), if(lt(Y,45),9,10+mod(floor(X/40),3)),
if(gt(abs(ld(3)),53)+gt(abs(ld(4)),34.6), 0,
if(  lt(abs(abs(ld(4))-34)*1.765,0.5)*lte(abs(ld(3)),52.5)
   + lt(abs(abs(ld(3))-52.5)*ld(5),0.6)*lte(abs(ld(4)),34)
   + lt(abs(ld(3))*ld(5),0.6)*lte(abs(ld(4)),34)
   + lt(abs(hypot(ld(3),ld(4))-9.15),0.45)
   + lt(abs(abs(ld(3))-36)*ld(5),0.6)*lte(abs(ld(4)),20.2)
   + lt(abs(abs(ld(4))-20.15)*1.765,0.5)*gte(abs(ld(3)),36)*lte(abs(ld(3)),52.5)
   + lt(abs(abs(ld(3))-47)*ld(5),0.6)*lte(abs(ld(4)),9.2)
   + lt(abs(abs(ld(4))-9.16)*1.765,0.5)*gte(abs(ld(3)),47)*lte(abs(ld(3)),52.5), 3,
if(mod(floor((ld(3)+52.5)/7.5),2),2,1)))))'
FOOT_PALETTE='44,104,46 58,142,62 50,126,54 232,236,230 40,42,52 0,0,0 48,50,60 104,56,60 58,70,110 18,20,26 28,96,200 206,44,52 232,186,44'

football() {
  {
    printf '%s,drawbox=x=0:y=101:w=6:h=16:c=white@0.35:t=fill,drawbox=x=314:y=101:w=6:h=16:c=white@0.35:t=fill[p0];\n' \
      "$(still "$FOOT_PRE" "$FOOT_CLASS" "$FOOT_PALETTE")"
    awk 'BEGIN {
      print "proj 52 120 130 180 52.5 34"
      print "src color=c=0xd42a2a:s=4x8:r=25:d=4,drawbox=y=5:h=3:c=white:t=fill,split=11[h0][h1][h2][h3][h4][h5][h6][h7][h8][h9][h10]"
      print "src color=c=0x1e5bd6:s=4x8:r=25:d=4,drawbox=y=5:h=3:c=0x10204a:t=fill,split=11[a0][a1][a2][a3][a4][a5][a6][a7][a8][a9][a10]"
      print "src color=c=0xf2d21b:s=4x8:r=25:d=4,drawbox=y=5:h=3:c=black:t=fill[ref]"
      print "src color=c=white:s=3x3:r=25:d=4[ball]"
      # The ball sweeps across the middle third; outfield players drift with it, keepers hold.
      bx = "(20*sin(2*PI*t/4)+7*sin(PI*t))"; by = "(12*sin(PI*t/2+1))"
      split("-48,0 -34,-20 -36,-6 -36,8 -34,22 -16,-18 -18,0 -14,16 2,-24 6,2 4,24", home, " ")
      split("46,0 32,-22 34,-8 34,6 32,20 14,-14 16,4 12,20 -4,-18 -8,8 -2,26", away, " ")
      for (i = 1; i <= 11; i++) { split(home[i], p, ","); player("h" (i - 1), p[1], p[2], i) }
      for (i = 1; i <= 11; i++) { split(away[i], p, ","); player("a" (i - 1), p[1], p[2], i + 11) }
      player("ref", 8, -10, 30)
      printf "sprite ball %s %s 3 %s\n", bx, by, "(2+3*abs(sin(PI*t)))"
    }
    function player(name, x0, y0, ph,   keeper) {
      keeper = x0 > 44 || x0 < -44
      printf "sprite %s (%s+%s*%s+%s*sin(PI*t/2+%d)) (%s+0.3*%s+%s*cos(PI*t/2+%d)) 4 8\n", name,
        x0 * (keeper ? 1 : 0.85), keeper ? 0.05 : 0.35, bx, keeper ? 0.5 : 2.5, ph,
        y0, by, keeper ? 1 : 2, 2 * ph
    }' | sprites
  } >"$work/football.graph"
  encode football "$work/football.graph" 7
}

# ---- basketball: the main camera on a 28 x 15 m wooden court, play at the right-hand basket ----
BASK_PRE='st(1,(Y-58)/112); st(2,132+28*ld(1)); st(3,(X-160)/ld(2)*14); st(4,(ld(1)-0.5)*15); st(5,ld(2)/14);
  st(6,abs(ld(3))); st(7,abs(ld(4))); st(8,hypot(ld(6)-12.425,ld(4)))'
# 0 apron, 1/2 planks, 3 lines, 4/6 stand tiers, 5 paint, 7/8 fans, 9 roof, 10-12 boards, 13 centre
BASK_CLASS='
if(lt(Y,46),
  if(lt(Y,8), 9,
  if(lt(mod(floor(X/4)*7+floor(Y/4)*5,13),2), if(mod(floor(X/4)+floor(Y/4),2),7,8),
  if(mod(floor(Y/4),2),4,6))),
if(lt(Y,53), if(lt(Y,47),9,10+mod(floor(X/40),3)),
if(gt(ld(6),14.4)+gt(ld(7),7.7), 0,
if(  lt(abs(ld(7)-7.5)*7.47,0.55)*lte(ld(6),14)
   + lt(abs(ld(6)-14)*ld(5),0.6)*lte(ld(7),7.5)
   + lt(ld(6)*ld(5),0.6)*lte(ld(7),7.5)
   + lt(abs(hypot(ld(3),ld(4))-1.8),0.08)
   + lt(abs(ld(6)-8.2)*ld(5),0.6)*lte(ld(7),2.45)
   + lt(abs(ld(7)-2.45)*7.47,0.55)*gte(ld(6),8.2)*lte(ld(6),14)
   + lt(abs(hypot(ld(6)-8.2,ld(4))-1.8),0.08)*lte(ld(6),8.2)
   + lt(abs(ld(8)-6.75),0.08)*lte(ld(6),12.425)*lte(ld(7),6.6)
   + lt(abs(ld(7)-6.6)*7.47,0.55)*gte(ld(6),11.01)*lte(ld(6),14), 3,
if(gte(ld(6),8.2)*lte(ld(7),2.45), 5,
if(lt(hypot(ld(3),ld(4)),1.8), 13,
if(mod(floor(ld(4)/0.5)*3+floor(ld(3)/3+ld(4)),3),1,2)))))))'
BASK_PALETTE='92,40,36 198,146,92 186,134,82 240,240,236 34,30,40 150,48,44 44,40,52 110,58,62 60,70,112 16,14,20 200,40,48 40,96,196 236,180,40 176,120,70'

basketball() {
  {
    # Backboards, rims and stanchions at both ends, in screen space over the still court.
    printf '%s,' "$(still "$BASK_PRE" "$BASK_CLASS" "$BASK_PALETTE")"
    printf 'drawbox=x=4:y=76:w=3:h=42:c=0x303038:t=fill,drawbox=x=313:y=76:w=3:h=42:c=0x303038:t=fill,'
    printf 'drawbox=x=6:y=76:w=19:h=2:c=0x303038:t=fill,drawbox=x=295:y=76:w=19:h=2:c=0x303038:t=fill,'
    printf 'drawbox=x=25:y=70:w=3:h=14:c=white:t=fill,drawbox=x=292:y=70:w=3:h=14:c=white:t=fill,'
    printf 'drawbox=x=28:y=82:w=6:h=2:c=0xf05a1a:t=fill,drawbox=x=286:y=82:w=6:h=2:c=0xf05a1a:t=fill[p0];\n'
    awk 'BEGIN {
      print "proj 58 112 132 160 14 7.5"
      print "src color=c=0xe8e8ec:s=6x15:r=25:d=4,drawbox=h=3:c=0x6b4a36:t=fill,drawbox=y=11:h=4:c=0x6b4a36:t=fill,split=5[h0][h1][h2][h3][h4]"
      print "src color=c=0x1b3f9a:s=6x15:r=25:d=4,drawbox=h=3:c=0x8a6248:t=fill,drawbox=y=11:h=4:c=0x8a6248:t=fill,split=5[a0][a1][a2][a3][a4]"
      print "src color=c=0xf07a24:s=4x4:r=25:d=4[ball]"
      # The ball handler circles the arc; the others cut and screen around the key.
      split("4,0 9,-5.5 9,5.5 11.5,-2.5 11,2.8", home, " ")
      split("5.5,0.6 10,-4.6 10,4.6 12.4,-1.6 12.2,1.8", away, " ")
      for (i = 1; i <= 5; i++) { split(home[i], p, ","); player("h" (i - 1), p[1], p[2], i, 1.6) }
      for (i = 1; i <= 5; i++) { split(away[i], p, ","); player("a" (i - 1), p[1], p[2], i, 1.2) }
      # The ball bounces beside the handler (h0: x0 4, y0 0, phase 1, amplitude 1.6).
      printf "sprite ball (4.5+0.8*sin(PI*t/2+1)) (0.3+1.6*cos(PI*t/2+1)) 4 %s\n", "(2+6*abs(sin(2*PI*t)))"
    }
    function player(name, x0, y0, ph, amp) {
      printf "sprite %s (%s+%s*sin(PI*t/2+%d)) (%s+%s*cos(PI*t/2+%d)) 6 15\n", name,
        x0, amp * 0.5, ph, y0, amp, ph
    }' | sprites
  } >"$work/basketball.graph"
  encode basketball "$work/basketball.graph" 11
}

# ---- esports: a MOBA map seen from above (bases in two corners, three lanes, a river) and a HUD ----
# ld(1): distance to the mid lane (base to base), ld(2): to the river (across it), ld(3)/ld(4): to
# the bases.
ESP_PRE='st(1,abs((X-18)*146+(Y-154)*284)/319.3); st(2,abs((X-160)*284-(Y-82)*146)/319.3);
  st(3,hypot(X-18,Y-154)); st(4,hypot(X-302,Y-10))'
# 0/1 jungle, 2 lane, 3 river, 4/5 blue and red base, 6/7 blue and red towers, 8 HUD, 9 HUD slots,
# 10/11 health bars
ESP_CLASS='
if(gt(Y,167),
  if(between(Y,170,177)*between(X,110,209)*lt(mod(X-110,20),16), 9,
  if(between(Y,171,175)*between(X,8,92), 10, if(between(Y,171,175)*between(X,228,312), 11, 8))),
if(lt(ld(3),20), 4, if(lt(ld(4),20), 5,
if(lt(abs(X-43)+abs(Y-129),4)+lt(abs(X-86)+abs(Y-107),4)+lt(abs(X-14)+abs(Y-88),4)+lt(abs(X-88)+abs(Y-158),4), 6,
if(lt(abs(X-277)+abs(Y-35),4)+lt(abs(X-234)+abs(Y-57),4)+lt(abs(X-232)+abs(Y-6),4)+lt(abs(X-306)+abs(Y-76),4), 7,
if(lt(ld(1),6)+between(X,8,20)*lt(Y,160)+between(Y,4,16)*gt(X,14)+between(Y,148,160)*lt(X,306)+between(X,300,312)*gt(Y,8), 2,
if(lt(ld(2),7)*between(X,30,290), 3,
if(lt(mod(floor(X/14)*5+floor(Y/12)*3,7),2), 1, 0))))))))'
ESP_PALETTE='30,62,40 24,50,34 112,98,72 38,86,128 46,96,196 196,52,52 130,180,250 250,150,130 14,16,22 58,64,78 60,190,90 210,70,70'

esports() {
  {
    printf '%s[p0];\n' "$(still "$ESP_PRE" "$ESP_CLASS" "$ESP_PALETTE")"
    awk 'BEGIN {
      print "src color=c=0x7fb8ff:s=6x6:r=25:d=4,drawbox=c=0x1f5fd0:t=1,split=5[h0][h1][h2][h3][h4]"
      print "src color=c=0xff8c7a:s=6x6:r=25:d=4,drawbox=c=0xc02828:t=1,split=5[a0][a1][a2][a3][a4]"
      print "src color=c=0x58a8ff:s=3x3:r=25:d=4,split=4[hm0][hm1][hm2][hm3]"
      print "src color=c=0xff6a5a:s=3x3:r=25:d=4,split=4[am0][am1][am2][am3]"
      print "src color=c=0xfff3a0@0.5:s=10x10:r=25:d=4,format=yuva420p[fx]"
      # A team fight in the middle of the map; minion waves walk the mid lane from each base.
      split("148,92 140,98 152,102 136,88 144,106", home, " ")
      split("172,78 180,72 168,70 184,82 176,66", away, " ")
      for (i = 1; i <= 5; i++) { split(home[i], p, ","); hero("h" (i - 1), p[1], p[2], i) }
      for (i = 1; i <= 5; i++) { split(away[i], p, ","); hero("a" (i - 1), p[1], p[2], i + 5) }
      for (i = 0; i < 4; i++) {
        # from the blue base (18,154) toward the middle, and from the red one (302,10)
        printf "at hm%d %s %s 3\n", i, sprintf("(30+110*mod(t/4+%d/4,1))", i), sprintf("(148-55*mod(t/4+%d/4,1))", i)
        printf "at am%d %s %s 3\n", i, sprintf("(290-110*mod(t/4+%d/4,1))", i), sprintf("(16+55*mod(t/4+%d/4,1))", i)
      }
      print "fx 160 85"
    }
    function hero(name, x0, y0, ph) {
      printf "at %s (%s+6*sin(PI*t/2+%d)) (%s+4*cos(PI*t+%d)) 6\n", name, x0, ph, y0, ph
    }' | awk '
      $1 == "src" { print substr($0, 5) ";"; next }
      $1 == "at" {
        printf "[p%d][%s]overlay=x='\''%s-%s'\'':y='\''%s-%s'\'':shortest=1[p%d];\n", n, $2, $3, $5 / 2, $4, $5 / 2, n + 1
        n++
        next
      }
      # A spell flash: on for the first 0.4 s of each second.
      $1 == "fx" {
        printf "[p%d][fx]overlay=x=%s:y=%s:shortest=1:enable='\''lt(mod(t,1),0.4)'\''[p%d];\n", n, $2 - 5, $3 - 5, n + 1
        n++
      }
      END { printf "[p%d]null[out]\n", n }
    '
  } >"$work/esports.graph"
  encode esports "$work/esports.graph" 13
}

# ---- studio: the default, for a streamer room without a match (a streamer's talk show) ----
# A host at a desk before a big screen that shows a pitch, light panels on the wall, a ticker below.
# ld(1)/ld(2): offset from the screen's centre, ld(3): distance to the nearest light panel's axis,
# ld(4): the desk's half-width on this row (its top recedes, its front widens toward the camera).
STUDIO_PRE='st(1,X-160); st(2,Y-55); st(3,min(min(abs(X-24),abs(X-56)),min(abs(X-264),abs(X-296))));
  st(4,if(lt(Y,122),98+(Y-116)*0.7,106+(Y-122)*0.45))'
# 0 wall, 1 glow of the screen on the wall, 2/3 light panel (soft edge, bright core), 4 screen bezel,
# 5/6 mown stripes on the screen, 7 pitch lines, 8 screen around the pitch, 9 floor, 10 panel
# reflections on the floor, 11 desk top, 12 its lit front edge, 13 desk front, 14 desk trim and emblem,
# 15 on-air badge
STUDIO_CLASS='
if(between(X,8,19)*between(Y,8,17), 15,
if(between(Y,116,165)*lt(abs(ld(1)),ld(4)),
  if(lt(Y,122), 11, if(lt(Y,124), 12,
  if(eq(Y,160)+lt(abs(hypot(ld(1),Y-144)-6.5),1.2)+lt(abs(ld(1))+abs(Y-144),2.5), 14, 13))),
if(gte(Y,108), if(lt(ld(3),2)*lt(Y,126), 10, 9),
if(lte(abs(ld(1)),70)*lte(abs(ld(2)),43),
  if(gt(abs(ld(1)),67)+gt(abs(ld(2)),40), 4,
  if(lte(abs(ld(1)),56)*lte(abs(ld(2)),31),
    if(  lt(abs(abs(ld(1))-56),0.5)+lt(abs(abs(ld(2))-31),0.5)+lt(abs(ld(1)),0.5)
       + lt(abs(hypot(ld(1),ld(2))-9),0.6)
       + lt(abs(abs(ld(1))-44),0.5)*lte(abs(ld(2)),12)+lt(abs(abs(ld(2))-12),0.5)*gte(abs(ld(1)),44), 7,
    if(mod(floor((X-104)/14),2),6,5)),
  8)),
if(between(Y,6,102)*lt(ld(3),6), if(lt(ld(3),2),3,2),
if(lt(hypot(max(abs(ld(1))-70,0),max(abs(ld(2))-43,0)),6), 1, 0))))))'
STUDIO_PALETTE='20,24,36 30,38,58 46,62,96 92,124,178 10,12,16 50,132,66 42,116,58 226,236,228 18,40,66 24,26,34 32,40,60 184,174,168 228,182,92 150,28,46 212,166,74 8,10,14'

# The host, seated: head, hair, ears, neck, a suit with shirt and tie; 0 is keyed out to transparent.
HOST_PRE='st(1,(X-37)/1.15); st(2,abs(ld(1))); st(5,Y/1.15); st(3,5+23*sqrt(max(0,min(1,(ld(5)-33)/11))))'
HOST_CLASS='
if(lt(hypot(ld(1)/9,(ld(5)-18)/9.5),1)*(lt(ld(5),15)+gt(ld(2),7)*lt(ld(5),22)), 3,
if(lt(hypot(ld(1)/8,(ld(5)-21)/10),1)+lt(hypot((ld(2)-8.5)/1.6,(ld(5)-22)/2.5),1), 1,
if(lt(ld(2),4)*between(ld(5),28,35), 2,
if(gte(ld(5),33)*lt(ld(2),ld(3)),
  if(lt(ld(2),1.3+(ld(5)-36)*0.05)*gte(ld(5),36), 8,
  if(lt(ld(2),(ld(5)-31)*0.4)*lt(ld(5),48), 7,
  if(lt(abs(ld(2)-(ld(5)-31)*0.4),1)*lt(ld(5),54)+gt(ld(2),ld(3)-3), 6,
  if(gt(ld(1),0), 5, 4)))),
0))))'
HOST_PALETTE='0,0,0 226,176,140 186,136,106 38,28,24 34,44,72 48,62,98 20,26,44 236,238,242 170,30,48'

# The ticker: word-like blocks with a gold mark every 80 px, a pattern of 320 px drawn twice, so
# sliding it left by 320 px over the 4 s loop has no seam.
TICK_PRE='st(1,mod(X,320)); st(2,mod(ld(1),80)); st(3,floor(ld(1)/5))'
TICK_CLASS='
if(lt(abs(ld(2)-4)+abs(Y-6.5),3), 2,
if(between(Y,5,8)*between(ld(2),12,74)*lt(mod(ld(3)*ld(3)*7+ld(3)*3,11),7), 1, 0))'
TICK_PALETTE='14,16,24 196,202,216 212,166,74'

# drawn W H PRE CLASS PALETTE: a W x H sprite drawn once by geq, repeated for the 100 frames.
drawn() {
  printf 'color=c=black:s=%sx%s:r=25:d=0.04,format=rgb24,%s,loop=loop=99:size=1,setpts=N/25/TB' \
    "$1" "$2" "$(geq_graph "$3" "$4" "$5")"
}

# keyed W H PRE CLASS PALETTE: a drawn sprite whose colour 0, black, is transparent (black rather than
# a loud key colour, so the chroma of the edge pixels stays neutral once subsampled).
keyed() {
  printf '%s,colorkey=black:0.01:0' "$(drawn "$@")"
}

# The desk is the still's rows 116-165 laid again over the host and the hand, which slip behind it as
# they sway and gesture. The screen's players and ball pass behind the host.
studio() {
  cat >"$work/studio.graph" <<EOF
$(still "$STUDIO_PRE" "$STUDIO_CLASS" "$STUDIO_PALETTE"),split[p0][desk0];
[desk0]crop=320:50:0:116[desk];
$(keyed 74 84 "$HOST_PRE" "$HOST_CLASS" "$HOST_PALETTE")[host];
$(drawn 640 14 "$TICK_PRE" "$TICK_CLASS" "$TICK_PALETTE")[tick];
$(keyed 6 6 'st(1,hypot(X-2.5,Y-2.5))' 'lt(ld(1),3)' '0,0,0 236,36,44')[dot];
color=c=0x222c48:s=6x16:r=25:d=4,drawbox=h=5:c=0xe2b08c:t=fill,drawbox=y=5:h=1:c=0xeceef2:t=fill[hand];
color=c=white:s=3x3:r=25:d=4[ball];
color=c=0xe03040:s=2x3:r=25:d=4,split=3[r0][r1][r2];
color=c=0x4a8cff:s=2x3:r=25:d=4,split=3[b0][b1][b2];
[p0][ball]overlay=x='158+44*sin(PI*t/2)':y='53+22*sin(PI*t+0.7)':shortest=1[p1];
[p1][r0]overlay=x='150+36*sin(PI*t/2-0.3)':y='50+16*sin(PI*t+0.4)':shortest=1[p2];
[p2][r1]overlay=x='126+12*sin(PI*t/2+0.5)':y='36+8*cos(PI*t/2)':shortest=1[p3];
[p3][r2]overlay=x='190+10*sin(PI*t/2+2)':y='64+6*cos(PI*t)':shortest=1[p4];
[p4][b0]overlay=x='172+34*sin(PI*t/2+0.2)':y='58+14*sin(PI*t+1)':shortest=1[p5];
[p5][b1]overlay=x='196+8*sin(PI*t/2+1)':y='40+10*cos(PI*t/2+1)':shortest=1[p6];
[p6][b2]overlay=x='118+9*sin(PI*t/2+3)':y='66+5*cos(PI*t)':shortest=1[p7];
[p7][host]overlay=x='123+round(1.4*sin(PI*t/2))':y='52+round(0.7*sin(PI*t+1))':shortest=1[p8];
[p8][hand]overlay=x='183+round(2*sin(PI*t))':y='118-round(10*max(0,sin(PI*t)))':shortest=1[p9];
[p9][desk]overlay=x=0:y=116:shortest=1[p10];
[p10][tick]overlay=x='-mod(t*80,320)':y=166:shortest=1,drawbox=y=165:h=1:c=0xd4a64a:t=fill,drawbox=w=40:y=166:h=14:c=0x961c2e:t=fill,drawbox=x=40:y=166:w=3:h=14:c=0xd4a64a:t=fill[p11];
[p11][dot]overlay=x=11:y=10:shortest=1:enable='lt(mod(t,1),0.5)'[out]
EOF
  encode . "$work/studio.graph" 17 0.05 700
}

# With no argument every scene is drawn again; otherwise only the named ones, e.g. `./generate.sh
# studio`, so the other loops keep their committed bytes.
for scene in ${*:-studio football basketball esports}; do
  case $scene in
    studio | football | basketball | esports) "$scene" ;;
    *)
      echo "unknown scene: $scene (studio, football, basketball, esports)" >&2
      exit 2
      ;;
  esac
done
