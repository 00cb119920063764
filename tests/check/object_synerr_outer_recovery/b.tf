variable "port" {
  type    = list(any)
  default = [ { c = . }, 5 ]
}
