mod d {
    ods_macros::include_ods!("pred-op-trait-wrong-arguments.ods");
}

fn main() {}
