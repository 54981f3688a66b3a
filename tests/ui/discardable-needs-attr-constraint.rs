mod d {
    ods_macros::include_ods!("discardable-needs-attr-constraint.ods");
}

fn main() {}
