mod d {
    ods_macros::include_ods!("confined-non-attr.ods");
}

fn main() {}
