//! `symbol-privatize` (MLIR's `SymbolPrivatize`): makes every symbol directly in the op's
//! regions private, except those named in the `exclude` option. Symbols of nested symbol
//! tables keep their visibility; ops whose symbol name is optional and absent (an anonymous
//! module) are not symbols and are left alone.

use crate::analysis::symbols::{is_symbol, set_visibility, symbol_name, Visibility};
use crate::ir::context::Context;
use crate::ir::Op;
use crate::pass::options::{option_text, parse_option, print_options, OptionInfo};
use crate::pass::{OptionError, Pass, PassInfo, PassResult, PassState};

static INFO: PassInfo = PassInfo {
    argument: "symbol-privatize",
    name: "SymbolPrivatize",
    summary: "Mark symbols private",
    description: "Marks every symbol of the op's symbol table private, except the symbols \
                  named in `exclude`.",
    anchor: None,
    options: &[OptionInfo {
        name: "exclude",
        description: "Comma separated list of symbols that should not be marked private",
        value_name: "string",
        default: "",
        values: &[],
        list: true,
    }],
    statistics: &[],
    dependent_dialects: &[],
};

/// The `symbol-privatize` pass.
#[derive(Clone, Debug, Default)]
pub struct SymbolPrivatize {
    /// `exclude`: names of the symbols that keep their visibility
    pub exclude: Vec<String>,
}

impl Pass for SymbolPrivatize {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {
        let _ = state;
        let mut symbols = Vec::new();
        for &r in ctx.ir.op(op).regions.iter() {
            for b in ctx.ir.region_blocks(r) {
                symbols.extend(ctx.ir.block_ops(b).filter(|&o| is_symbol(ctx, o)));
            }
        }
        for s in symbols {
            let excluded = symbol_name(ctx, s).is_some_and(|n| self.exclude.iter().any(|e| e == n));
            if !excluded {
                set_visibility(ctx, s, Visibility::Private);
            }
        }
        Ok(())
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), OptionError> {
        match name {
            "exclude" => parse_option(&mut self.exclude, name, value),
            _ => Err(OptionError::NoSuchOption(name.to_string())),
        }
    }

    fn print_options(&self, out: &mut String) {
        print_options(out, &mut [("exclude", option_text(&self.exclude))]);
    }
}
