variable "port" {
  type = string
}
variable "name" {
  type = number
}
variable "ids" {
  type = set(string)
}
variable "zones" {
  type = list(string)
}
variable "labels" {
  type = map(string)
}
variable "anything" {
  type = map(string)
}
variable "rules" {
  type = list(object({
    port        = number
    protocol    = optional(string, "udp")
    description = optional(string)
  }))
}
variable "settings" {
  type = object({
    name    = string
    size    = number
    options = optional(map(string), {})
  })
}
variable "pair" {
  type = list(string)
}
variable "cidrs" {
  type = tuple([string])
}
variable "matrix" {
  type = map(list(object({
    a = number # was a string; "quoted # kept"
    /* a block comment */
  })))
}
variable "flags" {
  type = list(any)
}
