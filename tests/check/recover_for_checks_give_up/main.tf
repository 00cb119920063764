variable "port" {
  type = object({a = list(any)})
}
