mod d {
    ods_macros::include_ods!("def-self-type-wrapped.ods");

}

fn main() {}
