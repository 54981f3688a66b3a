// Poison operands of math folds (MLIR 22's CommonFolders): the poison is the result.
func.func @p(%x: f32, %i: index) -> (f32, f32, index, i32, f32) {
  %p = ub.poison : f32
  %0 = math.absf %p : f32
  %1 = math.powf %p, %x : f32
  %q = ub.poison : index
  %2 = index.add %q, %i
  %r = ub.poison : i32
  %3 = math.ctlz %r : i32
  %4 = math.sin %p : f32
  return %0, %1, %2, %3, %4 : f32, f32, index, i32, f32
}

// -----

func.func @poison_other(%x: f64, %y: i8) -> (f64, i8, i1, f64) {
  %p = ub.poison : f64
  %0 = math.copysign %x, %p : f64
  %q = ub.poison : i8
  %1 = math.ipowi %q, %y : i8
  %2 = math.isnan %p : f64
  %3 = math.atan2 %p, %x : f64
  return %0, %1, %2, %3 : f64, i8, i1, f64
}
