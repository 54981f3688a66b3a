mod d {
    ods_macros::include_ods!("def-self-type-in-array.ods");

}

fn main() {}
