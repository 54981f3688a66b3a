//! `canonicalize` (MLIR's `Canonicalizer`): the greedy pattern-and-fold driver
//! ([`crate::transforms::rewrite`]) with every registered canonicalization pattern, and its
//! options.

use crate::ir::context::Context;
use crate::ir::Op;
use crate::pass::options::{option_text, parse_enum, parse_option, print_options, OptionInfo};
use crate::pass::{OptionError, Pass, PassInfo, PassResult, PassState};
use crate::transforms::rewrite::{
    apply_patterns_and_fold_greedily, canonicalization_patterns, GreedyConfig,
};

/// The values of `region-simplify`, in order.
const REGION_SIMPLIFY: [&str; 3] = ["disabled", "normal", "aggressive"];

static INFO: PassInfo = PassInfo {
    argument: "canonicalize",
    name: "Canonicalizer",
    summary: "Canonicalize operations",
    description: "Applies the folders and canonicalization patterns of every registered \
                  op greedily until a fixpoint, simplifying regions between iterations.",
    anchor: None,
    options: &[
        OptionInfo {
            name: "top-down",
            description: "Seed the worklist in general top-down order",
            value_name: "",
            default: "true",
            values: &[],
            list: false,
        },
        OptionInfo {
            name: "region-simplify",
            description: "Perform control flow optimizations to the region tree",
            value_name: "value",
            default: "normal",
            values: &[
                ("disabled", "Don't run any control-flow simplification."),
                (
                    "normal",
                    "Perform simple control-flow simplifications (e.g. dead args elimination).",
                ),
                (
                    "aggressive",
                    "Perform aggressive control-flow simplification (e.g. block merging).",
                ),
            ],
            list: false,
        },
        OptionInfo {
            name: "max-iterations",
            description: "Max. iterations between applying patterns / simplifying regions",
            value_name: "long",
            default: "10",
            values: &[],
            list: false,
        },
        OptionInfo {
            name: "max-num-rewrites",
            description: "Max. number of pattern rewrites within an iteration",
            value_name: "long",
            default: "-1",
            values: &[],
            list: false,
        },
        OptionInfo {
            name: "test-convergence",
            description: "Test only: Fail pass on non-convergence to detect cyclic pattern",
            value_name: "",
            default: "false",
            values: &[],
            list: false,
        },
        OptionInfo {
            name: "disable-patterns",
            description: "Labels of patterns that should be filtered out during application",
            value_name: "string",
            default: "",
            values: &[],
            list: true,
        },
        OptionInfo {
            name: "enable-patterns",
            description: "Labels of patterns that should be used during application, all \
                          other patterns are filtered out",
            value_name: "string",
            default: "",
            values: &[],
            list: true,
        },
    ],
    statistics: &[],
    dependent_dialects: &[],
};

/// The `canonicalize` pass.
#[derive(Clone, Debug)]
pub struct Canonicalize {
    /// `top-down`
    pub top_down: bool,
    /// `region-simplify`: an index into `disabled`, `normal`, `aggressive`
    pub region_simplify: usize,
    /// `max-iterations` (negative: no limit)
    pub max_iterations: i64,
    /// `max-num-rewrites` (negative: no limit)
    pub max_num_rewrites: i64,
    /// `test-convergence`
    pub test_convergence: bool,
    /// `disable-patterns`: debug names of patterns not to apply (see
    /// [`crate::transforms::pattern::RewritePattern::debug_name`])
    pub disable_patterns: Vec<String>,
    /// `enable-patterns`: when not empty, the debug names of the only patterns to apply
    pub enable_patterns: Vec<String>,
    /// the canonicalization patterns of the context it last ran on
    patterns: PatternCache,
}

/// The pattern set a [`Canonicalize`] pass built, by (context uid, registry size). A clone
/// of the pass starts without one.
#[derive(Default)]
struct PatternCache(Option<((u64, usize), crate::transforms::pattern::PatternSet)>);

impl Clone for PatternCache {
    fn clone(&self) -> Self {
        PatternCache(None)
    }
}

impl std::fmt::Debug for PatternCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PatternCache")
    }
}

impl Default for Canonicalize {
    fn default() -> Self {
        Canonicalize {
            top_down: true,
            region_simplify: 1,
            max_iterations: 10,
            max_num_rewrites: -1,
            test_convergence: false,
            disable_patterns: Vec::new(),
            enable_patterns: Vec::new(),
            patterns: PatternCache::default(),
        }
    }
}

impl Canonicalize {
    /// The greedy driver's settings for these options.
    pub fn config(&self) -> GreedyConfig {
        GreedyConfig {
            top_down: self.top_down,
            max_iterations: u32::try_from(self.max_iterations).unwrap_or(u32::MAX),
            max_rewrites: u64::try_from(self.max_num_rewrites).ok(),
            simplify_regions: self.region_simplify != 0,
            ..GreedyConfig::default()
        }
    }
}

impl Pass for Canonicalize {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {
        let _ = state;
        // built once per context (as MLIR's canonicalizer freezes its patterns when it is
        // initialized): the inliner runs this pass once per function
        let key = (ctx.uid(), ctx.registry.ops.len());
        let patterns = match self.patterns.0.take() {
            Some((k, set)) if k == key => set,
            _ => {
                let mut set = canonicalization_patterns(ctx);
                // matched against MLIR's debug names; folding, dead-op removal and region
                // simplification are not patterns and still run
                set.filter_by_debug_name(&self.disable_patterns, &self.enable_patterns);
                set
            }
        };
        let converged = apply_patterns_and_fold_greedily(ctx, op, &patterns, &self.config());
        self.patterns.0 = Some((key, patterns));
        if self.test_convergence && converged.is_err() {
            return Err(crate::pass::PassFailure);
        }
        Ok(())
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), OptionError> {
        match name {
            "top-down" => parse_option(&mut self.top_down, name, value),
            "region-simplify" => {
                self.region_simplify = parse_enum(name, value, &REGION_SIMPLIFY)?;
                Ok(())
            }
            "max-iterations" => parse_option(&mut self.max_iterations, name, value),
            "max-num-rewrites" => parse_option(&mut self.max_num_rewrites, name, value),
            "test-convergence" => parse_option(&mut self.test_convergence, name, value),
            "disable-patterns" => parse_option(&mut self.disable_patterns, name, value),
            "enable-patterns" => parse_option(&mut self.enable_patterns, name, value),
            _ => Err(OptionError::NoSuchOption(name.to_string())),
        }
    }

    fn print_options(&self, out: &mut String) {
        print_options(
            out,
            &mut [
                ("top-down", option_text(&self.top_down)),
                (
                    "region-simplify",
                    REGION_SIMPLIFY[self.region_simplify].to_string(),
                ),
                ("max-iterations", option_text(&self.max_iterations)),
                ("max-num-rewrites", option_text(&self.max_num_rewrites)),
                ("test-convergence", option_text(&self.test_convergence)),
                ("disable-patterns", option_text(&self.disable_patterns)),
                ("enable-patterns", option_text(&self.enable_patterns)),
            ],
        );
    }
}
