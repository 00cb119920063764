variable "port" {
  type    = any
  default = {
    a = .
    b = 1
  } . a
}
