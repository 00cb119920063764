variable "tags" {
  default = x [ 1 "c]" ]
}
