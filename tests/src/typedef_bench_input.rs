//! The benchmark input whose values carry dialect-defined types and attributes: many
//! `func.func`s over the `test` dialect's types (`!test.cmpnd_a<...>`, `!test.smpla`,
//! `!test.int<...>`, `!test.type_with_format<...>`) and attributes (`#test.attr_params<...>`,
//! `#test.cmpnd_a<...>`), written the way people write IR: custom form, named values
//! (`%input`, `%cast`, `%picked`), calls between functions, branches and `scf.if` regions.
//!
//! The same arguments give the same bytes (a fixed linear congruential generator). Used by
//! `gen-typedef-bench` for `tests/bench/compare-typedefs.sh`.

use std::io::Write;

use crate::bench_input::Lcg;

/// The dialect types values may have.
fn types(rng: &mut Lcg) -> [String; 4] {
    let w = 1 + rng.below(8);
    [
        "!test.smpla".to_string(),
        format!(
            "!test.cmpnd_a<{w}, i32, [{}, {}]>",
            rng.below(9),
            rng.below(9)
        ),
        format!(
            "!test.int<{}, {w}>",
            ["signed", "unsigned", "none"][rng.below(3)]
        ),
        format!(
            "!test.type_with_format<{}, three = \"t{}\", two = \"s{}\">",
            rng.below(100),
            rng.below(10),
            rng.below(10)
        ),
    ]
}

/// Writes a module of functions with about `n` operations in all (terminators included).
pub fn write_typedef_bench(n: usize, seed: u64, w: &mut impl Write) -> std::io::Result<()> {
    let mut rng = Lcg(seed);
    writeln!(w, "module {{")?;
    writeln!(
        w,
        "  func.func private @source(!test.smpla) -> !test.cmpnd_a<1, i32, [2]>"
    )?;
    let mut written = 0usize;
    let mut f = 0usize;
    while written < n {
        let [smpla, cmpnd, int, fmt] = types(&mut rng);
        let tag = format!("#test.attr_params<{}, {}>", rng.below(50), rng.below(50));
        writeln!(
            w,
            "  func.func @kernel{f}(%input: {cmpnd}, %mode: {int}, %flag: i1) -> ({smpla}, {fmt}) attributes {{test.tag = {tag}}} {{"
        )?;
        writeln!(
            w,
            "    %input_s = builtin.unrealized_conversion_cast %input : {cmpnd} to {smpla}"
        )?;
        // values of each type available so far (the most recent last)
        let mut smplas = vec!["%input_s".to_string()];
        let mut fmt_value: Option<String> = None;
        let body = 8 + rng.below(24);
        for i in 0..body {
            let last = smplas[smplas.len() - 1].clone();
            match rng.below(5) {
                0 => {
                    writeln!(
                        w,
                        "    %cast{i} = builtin.unrealized_conversion_cast %input : {cmpnd} to {smpla}"
                    )?;
                    smplas.push(format!("%cast{i}"));
                }
                1 => writeln!(
                    w,
                    "    %next{i} = func.call @source({last}) : ({smpla}) -> !test.cmpnd_a<1, i32, [2]>"
                )?,
                2 => {
                    writeln!(
                        w,
                        "    %fmt{i} = builtin.unrealized_conversion_cast %mode : {int} to {fmt}"
                    )?;
                    fmt_value = Some(format!("%fmt{i}"));
                }
                3 => {
                    let other = smplas[rng.below(smplas.len())].clone();
                    writeln!(w, "    %picked{i} = scf.if %flag -> ({smpla}) {{")?;
                    writeln!(w, "      scf.yield {last} : {smpla}")?;
                    writeln!(w, "    }} else {{")?;
                    writeln!(w, "      scf.yield {other} : {smpla}")?;
                    writeln!(w, "    }}")?;
                    smplas.push(format!("%picked{i}"));
                    written += 2;
                }
                _ => {
                    let c = format!("#test.cmpnd_a<{}, f32, [{}]>", rng.below(9), rng.below(9));
                    writeln!(
                        w,
                        "    %meta{i} = builtin.unrealized_conversion_cast %mode : {int} to {int} {{test.meta = {c}}}"
                    )?;
                }
            }
            written += 1;
        }
        let result = smplas[smplas.len() - 1].clone();
        let fmt_value = match fmt_value {
            Some(v) => v,
            None => {
                writeln!(
                    w,
                    "    %fmt_last = builtin.unrealized_conversion_cast %mode : {int} to {fmt}"
                )?;
                written += 1;
                "%fmt_last".to_string()
            }
        };
        writeln!(w, "    return {result}, {fmt_value} : {smpla}, {fmt}")?;
        writeln!(w, "  }}")?;
        written += 2;
        f += 1;
    }
    writeln!(w, "}}")
}
