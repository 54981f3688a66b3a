mod d {
    ods_macros::include_ods!("unknown-successor-constraint.ods");
}

fn main() {}
