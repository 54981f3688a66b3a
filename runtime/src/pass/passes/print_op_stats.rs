//! `print-op-stats` (MLIR's `PrintOpStats`): counts the ops under the op the pass runs on (that
//! op included) by name and prints the table to the pass's text output (mlir-opt's stderr),
//! either as mlir-opt's aligned `Operations encountered:` table or, with `json=true`, as a
//! JSON object. Names are sorted bytewise. The IR is not changed.

use std::fmt::Write as _;

use crate::ir::context::{Context, FxHashMap, Symbol};
use crate::ir::Op;
use crate::pass::options::{option_text, parse_option, print_options, OptionInfo};
use crate::pass::{OptionError, Pass, PassInfo, PassResult, PassState};

static INFO: PassInfo = PassInfo {
    argument: "print-op-stats",
    name: "PrintOpStats",
    summary: "Print statistics of operations",
    description: "Counts the operations by name and prints the counts, sorted by name, as a \
                  table or as JSON.",
    anchor: None,
    options: &[OptionInfo {
        name: "json",
        description: "print the stats as JSON",
        value_name: "",
        default: "false",
        values: &[],
        list: false,
    }],
    statistics: &[],
    dependent_dialects: &[],
};

/// The `print-op-stats` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOpStats {
    /// `json`: print a JSON object instead of the table
    pub json: bool,
}

impl Pass for PrintOpStats {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {
        let counts = count_ops(ctx, op);
        let text = if self.json {
            stats_json(&counts)
        } else {
            stats_table(&counts)
        };
        state.print(&text);
        state.preserve_all_analyses();
        Ok(())
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), OptionError> {
        match name {
            "json" => parse_option(&mut self.json, name, value),
            _ => Err(OptionError::NoSuchOption(name.to_string())),
        }
    }

    fn print_options(&self, out: &mut String) {
        print_options(out, &mut [("json", option_text(&self.json))]);
    }
}

/// The number of ops of each name under `root` (`root` included), sorted bytewise by name.
/// Iterative.
pub fn count_ops(ctx: &Context, root: Op) -> Vec<(String, u64)> {
    let mut by_name: FxHashMap<Symbol, u64> = FxHashMap::default();
    let mut work = vec![root];
    while let Some(op) = work.pop() {
        *by_name.entry(ctx.ir.op(op).name).or_insert(0) += 1;
        for &r in ctx.ir.op(op).regions.iter() {
            for b in ctx.ir.region_blocks(r) {
                work.extend(ctx.ir.block_ops(b));
            }
        }
    }
    let mut out: Vec<(String, u64)> = by_name
        .into_iter()
        .map(|(s, n)| (ctx.str(s).to_string(), n))
        .collect();
    out.sort_unstable_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    out
}

/// Splits `name` at its first `.`: (dialect, op name); a name without a dot (or ending in
/// its first dot) has an empty dialect.
fn split_name(name: &str) -> (&str, &str) {
    match name.split_once('.') {
        Some((d, o)) if !o.is_empty() => (d, o),
        Some((d, _)) => ("", d),
        None => ("", name),
    }
}

/// mlir-opt's table: dialects right-aligned before their `.`, op names left-aligned, then
/// ` , COUNT`.
pub fn stats_table(counts: &[(String, u64)]) -> String {
    let mut out = String::from("Operations encountered:\n-----------------------\n");
    let (mut dialect_w, mut op_w) = (0, 0);
    for (name, _) in counts {
        let (d, o) = split_name(name);
        dialect_w = dialect_w.max(d.len());
        op_w = op_w.max(o.len());
    }
    for (name, n) in counts {
        let (d, o) = split_name(name);
        // widths count bytes, as LLVM's `right_justify` / `left_justify` do
        if d.is_empty() {
            pad(&mut out, dialect_w + 3);
        } else {
            pad(&mut out, dialect_w + 2 - d.len());
            out.push_str(d);
            out.push('.');
        }
        out.push_str(o);
        pad(&mut out, op_w - o.len());
        let _ = writeln!(out, " , {n}");
    }
    out
}

fn pad(out: &mut String, n: usize) {
    out.extend(std::iter::repeat_n(' ', n));
}

/// The JSON form: one `"name" : count` per line, in name order.
pub fn stats_json(counts: &[(String, u64)]) -> String {
    let mut out = String::from("{\n");
    for (i, (name, n)) in counts.iter().enumerate() {
        let sep = if i + 1 == counts.len() { "" } else { "," };
        let _ = writeln!(out, "  \"{name}\" : {n}{sep}");
    }
    out.push_str("}\n");
    out
}
