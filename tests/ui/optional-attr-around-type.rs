mod d {
    ods_macros::include_ods!("optional-attr-around-type.ods");
}

fn main() {}
