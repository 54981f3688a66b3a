mod d {
    ods_macros::include_ods!("def-unknown-type-interface.ods");

}

fn main() {}
