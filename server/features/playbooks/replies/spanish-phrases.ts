import type { ReviewIssue } from '../review-signals.ts';

/**
 * Spanish lines with many phrasings, tú and usted: a batch of ten replies needs ten openings and closings, and a week
 * of mornings uses each sentence at most twice.
 */

export interface TuUsted {
  tu: readonly string[];
  usted: readonly string[];
}

export const POSITIVE_THANKS_ES: TuUsted = {
  tu: [
    '¡Muchas gracias por tomarte el tiempo de escribirnos!',
    'Gracias de corazón por tus palabras.',
    '¡Qué alegría leer esta reseña antes del servicio!',
    'Te agradecemos mucho que compartieras tu experiencia.',
    'Mil gracias por tu reseña.',
    'Gracias por acordarte de nosotros al escribir.',
    'Reseñas como la tuya nos dan energía para todo el día.',
    'Muchísimas gracias por este mensaje tan bonito.',
    'Gracias por dedicarnos unas líneas.',
    'Es un regalo leer una reseña así.',
  ],
  usted: [
    'Muchas gracias por tomarse el tiempo de escribirnos.',
    'Le agradecemos sinceramente sus amables palabras.',
    'Es un placer leer una reseña como la suya.',
    'Le damos las gracias por compartir su experiencia.',
    'Agradecemos mucho que nos dedicara estas líneas.',
    'Reseñas como la suya significan mucho para nosotros.',
    'Reciba nuestro agradecimiento por esta reseña.',
    'Muchas gracias por sus palabras.',
    'Ha sido un placer leer su reseña.',
    'Gracias por una reseña tan amable.',
  ],
};

export function positiveClosingsEs(restaurant: string): TuUsted {
  return {
    tu: [
      '¡Esperamos verte pronto de nuevo!',
      `¡Te esperamos pronto en ${restaurant}!`,
      '¡Hasta la próxima!',
      '¡Aquí tienes tu casa para cuando quieras volver!',
      '¡Nos vemos pronto!',
      'Ojalá volvamos a verte muy pronto.',
      '¡Vuelve cuando quieras!',
      'Siempre habrá una mesa para ti.',
      `Todo el equipo de ${restaurant} te manda un saludo.`,
      '¡Un abrazo, y hasta pronto!',
    ],
    usted: [
      'Esperamos tener el placer de recibirle de nuevo pronto.',
      `Le esperamos pronto en ${restaurant}.`,
      'Será un placer volver a atenderle.',
      'Quedamos a la espera de su próxima visita.',
      'Hasta su próxima visita, reciba un cordial saludo.',
      `Todo el equipo de ${restaurant} le envía un saludo.`,
      'Confiamos en verle de nuevo muy pronto.',
      'Siempre será bienvenido en nuestra casa.',
      'Un cordial saludo, y hasta pronto.',
      'Le esperamos con los brazos abiertos.',
    ],
  };
}

export const MIXED_THANKS_ES: TuUsted = {
  tu: [
    'Gracias por una reseña tan sincera.',
    'Gracias por contarnos lo bueno y lo mejorable.',
    'Te agradezco la franqueza.',
    'Gracias por tomarte el tiempo de contarnos tu visita.',
    'Valoramos mucho una reseña tan equilibrada.',
    'Gracias por escribirnos con tanto detalle.',
    'Tu reseña nos ayuda a mejorar.',
    'Aprecio mucho la claridad de tu reseña.',
  ],
  usted: [
    'Gracias por una reseña tan sincera.',
    'Le agradecemos que nos cuente lo bueno y lo mejorable.',
    'Le agradezco la franqueza.',
    'Gracias por tomarse el tiempo de contarnos su visita.',
    'Valoramos mucho una reseña tan equilibrada.',
    'Gracias por escribirnos con tanto detalle.',
    'Su reseña nos ayuda a mejorar.',
    'Le agradecemos unas palabras tan claras.',
  ],
};

/** The praised and the criticised in one breath: a praise clause, then an apology clause, never mixed. */
export function mixedLinesEs(good: string, issue: string, informal: boolean): readonly string[] {
  const dices = informal ? 'dices' : 'dice';
  const cuentas = informal ? 'cuentas' : 'cuenta';
  return [
    `Me alegra leer lo que ${dices} ${good}; ${issue}, en cambio, es responsabilidad nuestra y lo siento.`,
    `Gracias por lo que ${cuentas} ${good}, que nos alegra mucho. Lamento de verdad ${issue}.`,
    `Nos alegra mucho lo que nos ${cuentas} ${good}. Siento ${issue}; no es el nivel que nos exigimos.`,
    `Qué bien leer lo que ${dices} ${good}. Lamento mucho ${issue}; debimos hacerlo mejor.`,
  ];
}

export const NEGATIVE_ACK_ES: TuUsted = {
  tu: [
    'Gracias por explicarnos lo que pasó.',
    'Siento que la visita no fuera lo que esperabas, y gracias por decírnoslo claramente.',
    'Te agradezco que te tomaras el tiempo de escribir esto.',
    'Leo cada reseña, y esta me importa especialmente.',
    'Agradezco que hayas sido tan directo.',
    'He leído tu reseña con atención esta mañana.',
    'Comentarios como el tuyo son los que nos hacen mejorar.',
    'Gracias por avisarnos.',
  ],
  usted: [
    'Gracias por contarnos lo ocurrido.',
    'Siento que la visita no estuviera a la altura de lo que esperaba, y le agradezco que nos lo diga.',
    'Le agradezco que se tomara el tiempo de escribir esto.',
    'Leo cada reseña, y esta me importa especialmente.',
    'Agradezco que haya sido tan claro.',
    'He leído su reseña con atención esta mañana.',
    'Comentarios como el suyo son los que nos hacen mejorar.',
    'Gracias por hacérnoslo saber.',
  ],
};

/** What is being done about a problem, per aspect. */
export const ACTION_ES: Record<ReviewIssue['aspect'], readonly string[]> = {
  // What the owner did with the complaint, in general words: a cause or a remedy the review does not support is
  // never promised ("revisamos la carta y los precios", "hemos reforzado la limpieza").
  food: [
    'Ya lo he compartido con el equipo de cocina.',
    'Se lo he trasladado a nuestro chef.',
    'He compartido los comentarios con la cocina, punto por punto.',
    'Los comentarios ya han llegado a la cocina.',
  ],
  signature: [
    'Ya lo he compartido con el equipo de cocina.',
    'Se lo he trasladado a nuestro chef.',
    'He compartido los comentarios con la cocina, punto por punto.',
    'Los comentarios ya han llegado a la cocina.',
  ],
  order: [
    'Ya lo he compartido con el equipo.',
    'Se lo he trasladado al equipo que prepara los pedidos.',
    'Los comentarios ya han llegado a todo el equipo.',
    'Lo he compartido con la cocina y con la sala.',
  ],
  speed: [
    'Ya lo he compartido con el equipo de sala.',
    'Se lo he trasladado al equipo que estaba de turno.',
    'Los comentarios ya han llegado al equipo de sala.',
    'Lo he compartido con todo el equipo.',
  ],
  service: [
    'Ya lo he compartido con el equipo de sala.',
    'Se lo he trasladado al equipo que estaba de turno.',
    'Los comentarios ya han llegado al equipo de sala.',
    'Lo he compartido con todo el equipo.',
  ],
  staff: [
    'Ya lo he compartido con el equipo de sala.',
    'Se lo he trasladado al equipo que estaba de turno.',
    'Los comentarios ya han llegado al equipo de sala.',
    'Lo he compartido con todo el equipo.',
  ],
  value: [
    'Ya lo he compartido con la dirección.',
    'Se lo he trasladado al equipo de gestión.',
    'Los comentarios ya han llegado a la dirección.',
    'Lo he compartido con todo el equipo.',
  ],
  ambience: [
    'Ya lo he compartido con el equipo.',
    'Se lo he trasladado a la dirección.',
    'Los comentarios ya han llegado a la dirección.',
    'Lo he compartido con todo el equipo.',
  ],
  cleanliness: [
    'Ya lo he compartido con el equipo.',
    'Se lo he trasladado a la dirección.',
    'Los comentarios ya han llegado a la dirección.',
    'Lo he compartido con todo el equipo.',
  ],
  drinks: [
    'Ya se lo he trasladado al equipo de barra.',
    'Lo he compartido con el equipo de barra.',
    'Los comentarios ya han llegado a la barra.',
    'Lo he compartido con todo el equipo.',
  ],
};
