#!/usr/bin/env bash
# Builds Legible's libFuzzer targets and runs them, seeded from Tests/Fixtures.
#
# Usage: Fuzz/run.sh [TARGET|all|build] [SECONDS]
#   TARGET   one of: color css5 json dtcg resolver css assetcatalog android styledictionary gimp
#            figma dsp ase pairs png
#            (default: all, one after the other; "build" only builds)
#   SECONDS  time per target (default 300)
# Environment: SWIFTC (default swiftc), CLANG (default clang), FUZZ_OUT (default .build/fuzz),
#   ASAN_OPTIONS and LSAN_OPTIONS (appended to). Targets run one at a time under nice -n 10.
# Exit status: 0 when every target ran clean, 1 when one stopped on a finding, 2 on bad usage.
#
# Output under $FUZZ_OUT (git-ignored): bin/ (the instrumented binaries), corpus/<target>/
# (the growing corpus), crashes/<target>/ (crash-*, leak-*, timeout-* reproducers), and
# logs/<target>.log. Reproduce a finding with: $FUZZ_OUT/bin/<target> <file>.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${FUZZ_OUT:-$root/.build/fuzz}"
swiftc="${SWIFTC:-swiftc}"
clang="${CLANG:-clang}"
target="${1:-all}"
seconds="${2:-300}"
all_targets=(color css5 json dtcg resolver css assetcatalog android styledictionary gimp figma dsp ase pairs png)

mkdir -p "$out/bin" "$out/obj" "$out/modules" "$out/corpus" "$out/crashes" "$out/logs"
san=(-sanitize=fuzzer,address -parse-as-library -g)
link_flags=()
command -v ld.lld >/dev/null || [[ -x "$(dirname "$(command -v "$swiftc")")/ld.lld" ]] && link_flags=(-use-ld=lld)

# A module compiled whole-module into one object, with coverage and ASan instrumentation,
# rebuilt only when one of its sources is newer than the object.
build_module() { # name, source dir, extra flags...
    local name="$1" dir="$2"; shift 2
    local object="$out/obj/$name.o"
    local sources; sources=$(find "$root/Sources/$dir" -name '*.swift' | sort)
    if [[ -f "$object" ]] && [[ -z "$(find "$root/Sources/$dir" -name '*.swift' -newer "$object")" ]]; then
        return
    fi
    echo "building $name" >&2
    # shellcheck disable=SC2086
    compile() {
        "$swiftc" "${san[@]}" "$1" -wmo -c -module-name "$name" -emit-module \
            -emit-module-path "$out/modules/$name.swiftmodule" -I "$out/modules" "${@:2}" \
            $sources -o "$object"
    }
    # Swift 6.3.1's optimizer crashes on LegibleTokens with ASan ("Found ownership error?!" in
    # the CopyPropagation pass, on AssetCatalogColor.init), so that pass is off; if the
    # optimizer still fails, the module is built unoptimized (about 100 times slower to fuzz).
    if ! compile -O -Xfrontend -enable-copy-propagation=false "$@" 2> "$out/logs/build-$name.log"; then
        echo "  $name: -O failed (see $out/logs/build-$name.log); building with -Onone" >&2
        compile -Onone "$@"
    fi
}

# SwiftPM writes this module map for a C target; here it is written by hand.
mkdir -p "$out/modules/CLegiblePNG"
cat > "$out/modules/CLegiblePNG/module.modulemap" <<MAP
module CLegiblePNG {
    header "$root/Sources/CLegiblePNG/include/CLegiblePNG.h"
    export *
}
MAP

build_c_png() {
    local object="$out/obj/CLegiblePNG.o"
    if [[ -f "$object" ]] && [[ -z "$(find "$root/Sources/CLegiblePNG" -newer "$object")" ]]; then return; fi
    echo "building CLegiblePNG" >&2
    local objects=()
    for c in "$root"/Sources/CLegiblePNG/*.c; do
        local o="$out/obj/$(basename "$c" .c).c.o"
        # shellcheck disable=SC2046
        "$clang" -fsanitize=fuzzer-no-link,address -O1 -g -I "$root/Sources/CLegiblePNG/include" \
            $(pkg-config --cflags libpng) -c "$c" -o "$o"
        objects+=("$o")
    done
    ld -r "${objects[@]}" -o "$object"
}

build_target() { # target name
    local t="$1" source flags=() objects=()
    case "$t" in
        color) source=ColorParser; objects=(LegibleCore) ;;
        css5) source=CSSColor5; objects=(LegibleCore) ;;
        resolver) source=ResolverReader; objects=(LegibleCore LegibleTokens) ;;
        json) source=JSONReader; objects=(LegibleCore LegibleTokens) ;;
        pairs) source=PairsFile; objects=(LegibleCore LegibleTokens) ;;
        dtcg|css|assetcatalog|android|styledictionary|gimp|figma|dsp|ase)
            source=TokenReader; objects=(LegibleCore LegibleTokens)
            flags=(-D "FUZZ_$(echo "$t" | tr '[:lower:]' '[:upper:]')") ;;
        png) source=PNGReader; objects=(LegibleCore CLegiblePNG LegibleImage) ;;
        *) echo "unknown target '$t'; expected one of: ${all_targets[*]}" >&2; exit 2 ;;
    esac
    build_module LegibleCore LegibleCore
    local links=()
    for o in "${objects[@]}"; do
        case "$o" in
            LegibleTokens) build_module LegibleTokens LegibleTokens ;;
            CLegiblePNG) build_c_png ;;
            LegibleImage) build_module LegibleImage LegibleImage -Xcc -fmodule-map-file="$out/modules/CLegiblePNG/module.modulemap" ;;
        esac
        links+=("$out/obj/$o.o")
    done
    local binary="$out/bin/$t"
    if [[ -f "$binary" ]] && [[ -z "$(find "$root/Fuzz/Targets" "${links[@]}" -newer "$binary")" ]]; then return; fi
    echo "linking $t" >&2
    local libs=()
    [[ "$t" == png ]] && read -r -a libs <<< "$(pkg-config --libs libpng)"
    "$swiftc" "${san[@]}" -O "${link_flags[@]}" "${flags[@]}" -I "$out/modules" \
        -Xcc -fmodule-map-file="$out/modules/CLegiblePNG/module.modulemap" \
        "$root/Fuzz/Targets/$source.swift" "${links[@]}" "${libs[@]}" -o "$binary"
}

# One seed per string in a JSON conformance file: shorter than LIMIT characters and holding NEEDLE.
string_seeds() { # file, corpus dir, limit, needle
    python3 - "$@" <<'PY' || true
import json, sys, hashlib, os
data = json.load(open(sys.argv[1]))
def strings(v):
    if isinstance(v, str): yield v
    elif isinstance(v, dict):
        for x in v.values(): yield from strings(x)
    elif isinstance(v, list):
        for x in v: yield from strings(x)
for s in set(strings(data)):
    if len(s) < int(sys.argv[3]) and sys.argv[4] in s:
        open(os.path.join(sys.argv[2], hashlib.sha1(s.encode()).hexdigest()), "w").write(s)
PY
}

# Seeds: every fixture file of the target's format.
seed() { # target, corpus dir
    local t="$1" dir="$2" fixtures="$root/Tests/Fixtures"
    mkdir -p "$dir"
    local pattern
    case "$t" in
        color) string_seeds "$fixtures/conformance/css_colors.json" "$dir" 120 ""; return ;;
        css5) # color-mix, relative colors and calc() from the CSS Color 5 vectors
            string_seeds "$fixtures/conformance/css_color_5.json" "$dir" 400 "("; return ;;
        resolver) # Examples/resolver, its set files renamed sets/N.json, joined by NUL (see the target)
            python3 - "$root/Examples/resolver" "$dir" <<'PY' || true
import os, sys, re
folder, out = sys.argv[1], sys.argv[2]
resolver = open(os.path.join(folder, "theme.resolver.json")).read()
refs = sorted(set(re.findall(r'"\$ref": "(sets/[^"#]+)"', resolver)))
for i, ref in enumerate(refs):
    resolver = resolver.replace('"' + ref + '"', '"sets/%d.json"' % i)
parts = [resolver] + [open(os.path.join(folder, ref)).read() for ref in refs]
open(os.path.join(out, "seed-example"), "w").write("\0".join(parts))
inline = ('{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": ['
          '{"a": {"$type": "color", "$value": "#000"}}, {"$ref": "sets/0.json#/g"}]}, '
          '{"type": "modifier", "name": "contrast", "default": "standard", "contexts": '
          '{"standard": [], "high": [{"b": {"$extends": "{g}", "$deprecated": true}}]}}]}')
open(os.path.join(out, "seed-inline"), "w").write(inline + "\0" + '{"g": {"$type": "color", "x": {"$value": '
    '{"colorSpace": "oklch", "components": [0.5, 0.1, "none"], "alpha": 0.5}}}}')
PY
            return ;;
        json|dtcg|styledictionary) pattern='*.json*' ;;
        pairs) pattern='*pairs*.json' ;;
        css) pattern='*.css' ;;
        assetcatalog) pattern='Contents.json' ;;
        android) pattern='*.xml' ;;
        gimp) pattern='*.gpl' ;;
        figma) pattern='figma*.json' ;;
        dsp) pattern='dsp*.json' ;;
        ase) pattern='*.ase' ;;
        png) pattern='*.png' ;;
    esac
    find "$fixtures" -type f -name "$pattern" -size -200k -exec cp -n {} "$dir/" \; 2>/dev/null || true
    # Flattening may collide on names; number the rest.
    local i=0
    while IFS= read -r f; do cp "$f" "$dir/seed-$i-$(basename "$f")"; i=$((i + 1)); done \
        < <(find "$fixtures" -type f -name "$pattern" -size -200k)
    if [[ "$t" == json ]]; then # the reader's first byte chooses the dialect
        for f in "$dir"/*; do [[ -f "$f" ]] && { printf '\0'; cat "$f"; } > "$f.dialect" && mv "$f.dialect" "$f"; done
    fi
}

run_target() { # target
    local t="$1"
    build_target "$t"
    [[ "$seconds" == 0 ]] && return
    local corpus="$out/corpus/$t" crashes="$out/crashes/$t" max_len=16384
    [[ "$t" == png ]] && max_len=262144
    mkdir -p "$crashes"
    [[ -d "$corpus" ]] && [[ -n "$(ls -A "$corpus")" ]] || seed "$t" "$corpus"
    echo "fuzzing $t for $seconds s (log: $out/logs/$t.log)" >&2
    local status=0
    ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1:${ASAN_OPTIONS:-}" \
    LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp:print_suppressions=0:${LSAN_OPTIONS:-}" \
        nice -n 10 "$out/bin/$t" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len="$max_len" -artifact_prefix="$crashes/" -print_final_stats=1 > "$out/logs/$t.log" 2>&1 || status=$?
    grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb|^==.*ERROR|SUMMARY' "$out/logs/$t.log" >&2 || true
    [[ $status -eq 0 ]] || echo "$t: fuzzer stopped with status $status; see $crashes" >&2
    return $status
}

case "$target" in
    all) failed=0; for t in "${all_targets[@]}"; do run_target "$t" || failed=1; done; exit $failed ;;
    build) seconds=0; for t in "${all_targets[@]}"; do build_target "$t"; done ;;
    *) run_target "$target" ;;
esac
