//! A pass declared with the attribute macro: the `#[pass]` struct's fields are its options,
//! and its body is an ordinary `impl RunPass` in the module. This file is the pass example of
//! `docs/attribute-macros.md` (`tests/tests/attr_macro.rs` checks that the two agree);
//! `tests/tests/passes.rs` registers and runs the pass.
/// A dialect of one pass.
#[ods_macros::dialect(summary = "a pass declared with the attribute macro")]
pub mod attr {
    use ods_runtime::ods::hooks::RunPass;
    use ods_runtime::pass::{PassResult, PassState};
    use ods_runtime::transforms::rewrite::walk_nested;
    use ods_runtime::{Context, Op};

    /// Counts the ops nested in each function whose name is not excluded.
    #[pass("attr-count-ops", on = "func.func", summary = "Count nested ops",
           statistics = [num_ops("num-ops", "Number of ops counted")])]
    pub struct CountOps {
        /// Ops of these names are not counted.
        #[list_option("skip", "Op names not to count")]
        skip: Vec<String>,
        #[option("scale", "Counts each op this many times", default = 1)]
        scale: u64,
    }

    impl RunPass for CountOps {
        fn run_on(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {
            for nested in walk_nested(ctx, op, true) {
                let name = ctx.str(ctx.ir.op(nested).name);
                if !self.skip.iter().any(|s| s == name) {
                    state.add_statistic(Self::NUM_OPS, self.scale);
                }
            }
            Ok(())
        }
    }
}
