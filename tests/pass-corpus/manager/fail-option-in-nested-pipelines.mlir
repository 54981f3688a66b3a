// ARGS: --pass-pipeline=builtin.module(cse,builtin.module(func.func(canonicalize{top-down=3})))
// A bad option two pipelines deep: mlir-opt names each pipeline the pass was in.
module {
  func.func @f() {
    return
  }
}
