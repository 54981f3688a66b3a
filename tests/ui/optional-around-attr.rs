mod d {
    ods_macros::include_ods!("optional-around-attr.ods");
}

fn main() {}
