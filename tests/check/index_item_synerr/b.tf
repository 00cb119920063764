variable "size9" {
  default = x [ 0 [ ] .
}
