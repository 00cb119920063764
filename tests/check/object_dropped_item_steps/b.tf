variable "port" {
  type    = any
  default = [ 1, { a = 2, ports = } . a . b, 2 ]
}
