mod d {
    ods_macros::include_ods!("def-type-interface-on-op.ods");

}

fn main() {}
