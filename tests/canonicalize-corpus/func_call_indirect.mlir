// A call through a func.constant becomes a direct call; one through a block argument stays.
func.func private @pair(i32) -> (i32, i64)
func.func private @effect(i32)

func.func @known(%x: i32) -> (i32, i64) {
  %p = func.constant @pair : (i32) -> (i32, i64)
  %a, %b = func.call_indirect %p(%x) : (i32) -> (i32, i64)
  %e = func.constant @effect : (i32) -> ()
  func.call_indirect %e(%a) : (i32) -> ()
  func.call_indirect %e(%x) : (i32) -> ()
  return %a, %b : i32, i64
}

func.func @unknown(%f: (i32) -> (), %x: i32) {
  func.call_indirect %f(%x) : (i32) -> ()
  return
}

// -----

func.func private @id(f32) -> f32

func.func @nested(%c: i1, %x: f32) -> f32 {
  %id = func.constant @id : (f32) -> f32
  %r = scf.if %c -> f32 {
    %y = func.call_indirect %id(%x) : (f32) -> f32
    scf.yield %y : f32
  } else {
    scf.yield %x : f32
  }
  return %r : f32
}
