// ARGS: --cse
// Many functions (more than the verifier's parallel threshold), three of them invalid:
// every error is reported, in function order, and the pass does not run.

func.func @f0(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f1(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f2(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f3(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f4(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f5(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f6(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f7(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  func.return
}
func.func @f8(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f9(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f10(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f11(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f12(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f13(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f14(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f15(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f16(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f17(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f18(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f19(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f20(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f21(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f22(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f23(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f24(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f25(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f26(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f27(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f28(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f29(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f30(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f31(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f32(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f33(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f34(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f35(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f36(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f37(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f38(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f39(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f40(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f41(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f42(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f43(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f44(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f45(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f46(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f47(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f48(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f49(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f50(%a: i32) -> i32 {
  %wide = arith.extsi %a : i32 to i64
  func.return %wide : i64
}
func.func @f51(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f52(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f53(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f54(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f55(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f56(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f57(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f58(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f59(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f60(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f61(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f62(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f63(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f64(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f65(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f66(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f67(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f68(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f69(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f70(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f71(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f72(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f73(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f74(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f75(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f76(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f77(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f78(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f79(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f80(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f81(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f82(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f83(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f84(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f85(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f86(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f87(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f88(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f89(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f90(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f91(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f92(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f93(%a: i32) -> i32 {
  cf.br ^bb1
^bb1(%x: i32):
  func.return %x : i32
}
func.func @f94(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f95(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f96(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f97(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f98(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
func.func @f99(%a: i32) -> i32 {
  %sum = arith.addi %a, %a : i32
  %prod = arith.muli %sum, %a : i32
  func.return %prod : i32
}
