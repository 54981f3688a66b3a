mod d {
    ods_macros::include_ods!("def-self-type-in-type-def.ods");

}

fn main() {}
