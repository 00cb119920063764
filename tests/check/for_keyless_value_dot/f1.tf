variable "v1" {
  default = { for k , v in { a = 1 } : => v . }
}
